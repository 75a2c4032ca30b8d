# Completions for fish_status_to_signal: exit statuses.
complete -c fish_status_to_signal -f
complete -c fish_status_to_signal -s h -l help -d 'Show the manual page'
