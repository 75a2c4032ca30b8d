# Completions for !: the word after it is a command, completed as such.
complete -c ! -s h -l help -d 'Show the manual page'
