# Completions for fish_default_mode_prompt: it takes nothing.
complete -c fish_default_mode_prompt -f
complete -c fish_default_mode_prompt -s h -l help -d 'Show the manual page'
