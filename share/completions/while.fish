# Completions for while: the word after it is a command, completed as such.
complete -c while -s h -l help -d 'Show the manual page'
