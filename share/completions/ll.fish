# Completions for ll: those of ls (it wraps ls -lh).
complete -c ll -w ls
