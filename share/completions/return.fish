# Completions for return: a status, nothing to complete.
complete -c return -f
complete -c return -s h -l help -d 'Show the manual page'
