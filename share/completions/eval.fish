# Completions for eval: its words are a command line, completed as one.
complete -c eval -f -a '(__fish_complete_subcommand)'
