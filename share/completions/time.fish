# Completions for time: the word after it is a command, completed as such.
complete -c time -s h -l help -d 'Show the manual page'
