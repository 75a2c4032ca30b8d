# Completions for dirh.
complete -c dirh -f
complete -c dirh -s h -l help -d 'Show the manual page'
