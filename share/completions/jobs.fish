# Completions for jobs.
complete -c jobs -f -a '(__minnow_complete_jobs)'
complete -c jobs -s c -l command -d 'Print the command of each process'
complete -c jobs -s g -l group -d 'Print the process group of each job'
complete -c jobs -s p -l pid -d 'Print the process ids'
complete -c jobs -s q -l query -l quiet -d 'Print nothing, only the status'
complete -c jobs -s l -l last -d 'Only the most recent job'
complete -c jobs -s h -l help -d 'Show the manual page'
