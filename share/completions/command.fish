# Completions for command: a program, then that program's arguments.
complete -c command -f -a '(__fish_complete_subcommand)'
complete -c command -n '__minnow_complete_argn 1' -s a -l all -d 'With -v, every match on $PATH'
complete -c command -n '__minnow_complete_argn 1' -s q -l query -l quiet -d 'Test whether programs exist, print nothing'
complete -c command -n '__minnow_complete_argn 1' -s v -s s -l search -d 'Print the path of each program'
complete -c command -n '__minnow_complete_argn 1' -s h -l help -d 'Show the manual page'
