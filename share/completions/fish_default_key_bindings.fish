# Completions for fish_default_key_bindings.
complete -c fish_default_key_bindings -f
complete -c fish_default_key_bindings -s M -l mode -x -a '(bind --list-modes)' -d 'Add the bindings to this mode'
complete -c fish_default_key_bindings -s m -l sets-mode -x -a '(bind --list-modes)' -d 'Switch to this mode after each binding'
complete -c fish_default_key_bindings -s s -l silent -d 'Accepted, as bind takes it'
