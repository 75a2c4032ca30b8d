# Completions for break: it takes nothing.
complete -c break -f
