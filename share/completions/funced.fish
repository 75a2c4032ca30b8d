# Completions for funced: a function's name.
complete -c funced -f -a '(functions -n)' -d Function
complete -c funced -s e -l editor -x -a '(__fish_complete_command)' -d 'Edit with this command'
complete -c funced -s i -l interactive -d 'Edit on the command line'
complete -c funced -s s -l save -d 'Save the function after editing'
complete -c funced -s h -l help -d 'Show the manual page'
