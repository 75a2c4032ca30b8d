# Completions for vared: a variable to edit.
complete -c vared -f -a '(__minnow_complete_variables)'
complete -c vared -s h -l help -d 'Show the manual page'
