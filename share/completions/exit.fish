# Completions for exit: a status, nothing to complete.
complete -c exit -f
complete -c exit -s h -l help -d 'Show the manual page'
