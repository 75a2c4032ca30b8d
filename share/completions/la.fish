# Completions for la: those of ls (it wraps ls -lAh).
complete -c la -w ls
