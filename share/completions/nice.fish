# Completions for nice (GNU coreutils 9.1): the command to run, completed as
# a command line of its own, and the options (only before the command).

set -l takes_arg -n --adjustment
set -l before "not __minnow_wrapped_line $takes_arg >/dev/null"
complete -c nice -n "__minnow_wrapped_line $takes_arg >/dev/null" -x -a "(complete -C (__minnow_wrapped_line $takes_arg))"
complete -c nice -n $before -s n -l adjustment -x -a '10\tDefault 5 19\tLowest\ priority -5 -20\tHighest\ priority,\ root\ only' -d 'Add N to the niceness (default 10)'
complete -c nice -n $before -l help -d 'Show help and exit'
complete -c nice -n $before -l version -d 'Show version and exit'
