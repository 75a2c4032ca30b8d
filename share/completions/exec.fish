# Completions for exec: the word after it is a command, completed as such.
complete -c exec -s h -l help -d 'Show the manual page'
