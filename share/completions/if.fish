# Completions for if: the word after it is a command, completed as such.
complete -c if -s h -l help -d 'Show the manual page'
