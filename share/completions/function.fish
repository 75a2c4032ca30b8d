# Completions for function: the options after the name.
complete -c function -f
complete -c function -n '__minnow_complete_argn 1' -a '(__minnow_complete_functions)'
complete -c function -s a -l argument-names -x -d 'Name the arguments'
complete -c function -s d -l description -x -d 'Description of the function'
complete -c function -s w -l wraps -x -a '(__fish_complete_command)' -d 'Take the completions of this command'
complete -c function -s e -l on-event -x -a '(__minnow_complete_events)' -d 'Run on this event'
complete -c function -s v -l on-variable -x -a '(__minnow_complete_variables)' -d 'Run when this variable changes'
complete -c function -s j -l on-job-exit -x -a 'caller\t"The job that calls the function" (__minnow_complete_jobs)' -d 'Run when this job ends'
complete -c function -s p -l on-process-exit -x -a '(__minnow_complete_jobs | string match -v -- "%*")' -d 'Run when this process ends'
complete -c function -s s -l on-signal -x -a '(__minnow_complete_signals)' -d 'Run on this signal'
complete -c function -s S -l no-scope-shadowing -d 'See the local variables of the caller'
complete -c function -s V -l inherit-variable -x -a '(__minnow_complete_variables)' -d 'Keep a copy of this variable'
complete -c function -s h -l help -d 'Show the manual page'
