# Completions for else.
complete -c else -s h -l help -d 'Show the manual page'
