# Completions for trap: a command first, then signal names (and EXIT).
complete -c trap -n 'test (count (commandline -xpc)) -ge 2' -f -a '(__minnow_complete_signals; printf "%s\t%s\n" EXIT "When the shell exits")'
complete -c trap -s l -l list-signals -d 'List the signal names'
complete -c trap -s p -l print -d 'Print the handlers'
complete -c trap -s h -l help -d 'Show the manual page'
