# Completions for setenv: a variable name, then its value.
complete -c setenv -n '__minnow_complete_argn 1' -f -a '(__minnow_complete_variables)'
complete -c setenv -s h -l help -d 'Show the manual page'
