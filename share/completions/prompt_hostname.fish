# Completions for prompt_hostname: it takes nothing.
complete -c prompt_hostname -f
