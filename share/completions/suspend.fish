# Completions for suspend.
complete -c suspend -f
complete -c suspend -s f -l force -d 'Suspend even an interactive login shell'
complete -c suspend -s h -l help -d 'Show the manual page'
