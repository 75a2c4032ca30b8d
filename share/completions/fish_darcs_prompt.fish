# Completions for fish_darcs_prompt: it takes no arguments.
complete -c fish_darcs_prompt -f
complete -c fish_darcs_prompt -s h -l help -d 'Show the manual page'
