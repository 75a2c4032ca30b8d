# Completions for fish_prompt: it takes nothing.
complete -c fish_prompt -f
