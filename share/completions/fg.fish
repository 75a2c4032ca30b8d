# Completions for fg.
complete -c fg -f -a '(__minnow_complete_jobs)'
complete -c fg -s h -l help -d 'Show the manual page'
