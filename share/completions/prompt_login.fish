# Completions for prompt_login: it takes nothing.
complete -c prompt_login -f
