# Completions for dirs.
complete -c dirs -f
complete -c dirs -s c -d 'Empty the directory stack'
complete -c dirs -s h -l help -d 'Show the manual page'
