# Completions for fish_print_git_action: a git folder.
complete -c fish_print_git_action -x -a '(__fish_complete_directories)'
complete -c fish_print_git_action -s h -l help -d 'Show the manual page'
