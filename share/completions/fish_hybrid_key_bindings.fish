# Completions for fish_hybrid_key_bindings: the mode to start in.
complete -c fish_hybrid_key_bindings -f -a 'default\t"Normal mode" insert\t"Insert mode" replace\t"Replace mode" replace_one\t"Replace one character" visual\t"Visual mode"'
