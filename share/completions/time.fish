# Completions for time (the shell's keyword, which takes no options but
# --help): the command to time, completed as a command line of its own.

complete -c time -n '__minnow_wrapped_line >/dev/null' -x -a '(complete -C (__minnow_wrapped_line))'
complete -c time -n 'not __minnow_wrapped_line >/dev/null' -s h -l help -d 'Show help and exit'
