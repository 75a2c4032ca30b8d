# Completions for fish_commandline_prepend: text to add.
complete -c fish_commandline_prepend -f
complete -c fish_commandline_prepend -s h -l help -d 'Show the manual page'
