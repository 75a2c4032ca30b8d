# Completions for N_: it takes any strings.
complete -c N_ -f
