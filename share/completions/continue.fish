# Completions for continue: it takes nothing.
complete -c continue -f
