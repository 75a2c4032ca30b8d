# Completions for kill (procps-ng 4.0, /usr/bin/kill on Debian): process ids
# described by their commands, signal names after -s and as -NAME or -NUMBER.

complete -c kill -x -a '(__fish_complete_pids)'
complete -c kill -n 'string match -qr -- "^-[^-]" (commandline -ct)' -x -a '(__minnow_complete_signals --prefix=-; __minnow_complete_signals --prefix=- --numbers)'
complete -c kill -s s -l signal -x -a '(__minnow_complete_signals)' -d 'Send this signal'
complete -c kill -s q -l queue -x -d 'Send VALUE with the signal (sigqueue)'
complete -c kill -s l -l list -f -a '(__minnow_complete_signals --numbers)' -d 'List the signal names, or name SIGNAL'
complete -c kill -s L -l table -d 'List the signals with their numbers'
complete -c kill -s h -l help -d 'Show help and exit'
complete -c kill -s V -l version -d 'Show version and exit'
