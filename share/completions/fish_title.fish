# Completions for fish_title: the command whose title it is.
complete -c fish_title -f -a '(__fish_complete_command)'
