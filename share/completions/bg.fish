# Completions for bg.
complete -c bg -f -a '(__minnow_complete_jobs)'
complete -c bg -s h -l help -d 'Show the manual page'
