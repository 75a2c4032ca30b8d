# Completions for down-or-search (an input function).
complete -c down-or-search -f
complete -c down-or-search -s h -l help -d 'Show the manual page'
