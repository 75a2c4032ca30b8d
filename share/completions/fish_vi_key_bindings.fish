# Completions for fish_vi_key_bindings: the mode to start in.
complete -c fish_vi_key_bindings -f -a 'default\t"Normal mode" insert\t"Insert mode" replace\t"Replace mode" replace_one\t"Replace one character" visual\t"Visual mode"'
complete -c fish_vi_key_bindings -l no-erase -d 'Keep the bindings already there'
