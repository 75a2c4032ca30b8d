# Completions for nextd-or-forward-token (an input function).
complete -c nextd-or-forward-token -f
complete -c nextd-or-forward-token -s h -l help -d 'Show the manual page'
