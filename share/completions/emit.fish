# Completions for emit: the events functions wait for.
complete -c emit -n '__minnow_complete_argn 1' -f -a '(__minnow_complete_events)'
complete -c emit -s h -l help -d 'Show the manual page'
