# Completions for true: it takes nothing.
complete -c true -f
