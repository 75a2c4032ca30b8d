# Completions for up-or-search (an input function).
complete -c up-or-search -f
complete -c up-or-search -s h -l help -d 'Show the manual page'
