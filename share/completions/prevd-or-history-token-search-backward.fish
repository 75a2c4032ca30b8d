# Completions for prevd-or-history-token-search-backward (an input function).
complete -c prevd-or-history-token-search-backward -f
complete -c prevd-or-history-token-search-backward -s h -l help -d 'Show the manual page'
