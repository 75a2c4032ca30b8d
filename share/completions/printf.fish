# Completions for printf: a format, then values; no options.
complete -c printf -n '__minnow_complete_argn 1' -f
