# Completions for wait: jobs, process ids and the names of running commands.
complete -c wait -f -a '(__minnow_complete_jobs; jobs -c 2>/dev/null | string match -v Command)'
complete -c wait -s n -l any -d 'Return when one of them has finished'
complete -c wait -s h -l help -d 'Show the manual page'
