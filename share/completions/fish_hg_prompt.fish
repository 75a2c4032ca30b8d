# Completions for fish_hg_prompt: it takes no arguments.
complete -c fish_hg_prompt -f
complete -c fish_hg_prompt -s h -l help -d 'Show the manual page'
