# Completions for breakpoint: it takes nothing.
complete -c breakpoint -f
