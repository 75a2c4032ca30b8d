# Completions for alias: a new name, then the command it stands for.
complete -c alias -n '__minnow_complete_argn 1' -f
complete -c alias -n 'not __minnow_complete_argn 1' -f -a '(__fish_complete_command)'
complete -c alias -s s -l save -d 'Save the function too'
complete -c alias -s h -l help -d 'Show the manual page'
