# Completions for nextd-or-history-token-search-forward (an input function).
complete -c nextd-or-history-token-search-forward -f
complete -c nextd-or-history-token-search-forward -s h -l help -d 'Show the manual page'
