# Completions for contains.
complete -c contains -n '__minnow_complete_argn 1' -s i -l index -d 'Print the position of the match'
complete -c contains -n '__minnow_complete_argn 1' -s h -l help -d 'Show the manual page'
