# Completions for begin.
complete -c begin -s h -l help -d 'Show the manual page'
