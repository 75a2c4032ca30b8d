# Completions for fish_command_not_found: it is called by the shell.
complete -c fish_command_not_found -f
