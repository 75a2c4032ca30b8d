# Completions for funcsave: names of functions.
complete -c funcsave -f -a '(functions -n)' -d Function
complete -c funcsave -s d -l directory -x -a '(__fish_complete_directories)' -d 'Save into this folder'
complete -c funcsave -s q -l quiet -d 'Do not report the files written'
complete -c funcsave -s h -l help -d 'Show the manual page'
