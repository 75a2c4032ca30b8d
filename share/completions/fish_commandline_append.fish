# Completions for fish_commandline_append: text to add.
complete -c fish_commandline_append -f
complete -c fish_commandline_append -s h -l help -d 'Show the manual page'
