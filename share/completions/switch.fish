# Completions for switch.
complete -c switch -s h -l help -d 'Show the manual page'
