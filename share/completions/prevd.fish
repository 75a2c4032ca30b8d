# Completions for prevd: how many directories to go back.
complete -c prevd -f
complete -c prevd -s l -l list -d 'Print the history afterwards'
complete -c prevd -s h -l help -d 'Show the manual page'
