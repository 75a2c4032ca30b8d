# Completions for false: it takes nothing.
complete -c false -f
