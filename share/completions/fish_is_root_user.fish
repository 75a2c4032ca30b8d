# Completions for fish_is_root_user: it takes nothing.
complete -c fish_is_root_user -f
