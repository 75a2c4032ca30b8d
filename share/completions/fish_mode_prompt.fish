# Completions for fish_mode_prompt: it takes nothing.
complete -c fish_mode_prompt -f
