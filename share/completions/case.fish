# Completions for case.
complete -c case -s h -l help -d 'Show the manual page'
