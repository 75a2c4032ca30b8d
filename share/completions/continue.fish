# Completions for continue: it takes nothing but -h.
complete -c continue -f
complete -c continue -s h -l help -d 'Show the manual page'
