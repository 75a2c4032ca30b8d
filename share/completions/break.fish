# Completions for break: it takes nothing but -h.
complete -c break -f
complete -c break -s h -l help -d 'Show the manual page'
