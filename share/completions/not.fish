# Completions for not: the word after it is a command, completed as such.
complete -c not -s h -l help -d 'Show the manual page'
