# Completions for :: it takes nothing.
complete -c : -f
