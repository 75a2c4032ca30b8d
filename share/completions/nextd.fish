# Completions for nextd: how many directories to go forward.
complete -c nextd -f
complete -c nextd -s l -l list -d 'Print the history afterwards'
complete -c nextd -s h -l help -d 'Show the manual page'
