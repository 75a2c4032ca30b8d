# Completions for end.
complete -c end -s h -l help -d 'Show the manual page'
