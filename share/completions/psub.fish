# Completions for psub.
complete -c psub -f
complete -c psub -s f -l file -d 'Use a regular file (the default)'
complete -c psub -s F -l fifo -d 'Use a named pipe'
complete -c psub -s s -l suffix -x -d 'End the file name with this'
complete -c psub -s h -l help -d 'Show the manual page'
