# Completions for fish_print_hg_root: it takes no arguments.
complete -c fish_print_hg_root -f
complete -c fish_print_hg_root -s h -l help -d 'Show the manual page'
