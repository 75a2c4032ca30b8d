# Completions for which (debianutils 5.7): command names, and -a.

complete -c which -x -a '(__fish_complete_command)'
complete -c which -s a -d 'Print every match on $PATH, not only the first'
