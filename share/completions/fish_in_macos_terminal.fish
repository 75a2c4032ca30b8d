# Completions for fish_in_macos_terminal: it takes nothing.
complete -c fish_in_macos_terminal -f
complete -c fish_in_macos_terminal -s h -l help -d 'Show the manual page'
