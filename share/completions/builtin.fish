# Completions for builtin: a builtin's name, then that builtin's arguments.
complete -c builtin -n '__minnow_complete_argn 1' -f -a '(builtin -n)' -d Builtin
complete -c builtin -n 'not __minnow_complete_argn 1' -f -a '(__fish_complete_subcommand)'
complete -c builtin -n '__minnow_complete_argn 1' -s n -l names -d 'Print the names of the builtins'
complete -c builtin -n '__minnow_complete_argn 1' -s q -l query -d 'Test whether names are builtins'
complete -c builtin -n '__minnow_complete_argn 1' -s h -l help -d 'Show the manual page'
