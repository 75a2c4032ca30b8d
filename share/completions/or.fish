# Completions for or: the word after it is a command, completed as such.
complete -c or -s h -l help -d 'Show the manual page'
