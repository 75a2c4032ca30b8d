# Completions for disown.
complete -c disown -f -a '(__minnow_complete_jobs)'
complete -c disown -s h -l help -d 'Show the manual page'
