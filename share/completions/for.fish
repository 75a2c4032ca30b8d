# Completions for for: a variable name, then `in`.
complete -c for -n '__minnow_complete_argn 1' -f -a '(__minnow_complete_variables)'
complete -c for -n '__minnow_complete_argn 2' -f -a in -d 'The values follow'
complete -c for -n '__minnow_complete_argn 1' -s h -l help -d 'Show the manual page'
