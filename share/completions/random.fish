# Completions for random.
complete -c random -f
complete -c random -n '__minnow_complete_argn 1' -a 'choice\t"Print one of the items"'
complete -c random -n '__minnow_complete_argn 1' -s h -l help -d 'Show the manual page'
