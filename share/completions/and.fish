# Completions for and: the word after it is a command, completed as such.
complete -c and -s h -l help -d 'Show the manual page'
