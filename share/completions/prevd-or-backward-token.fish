# Completions for prevd-or-backward-token (an input function).
complete -c prevd-or-backward-token -f
complete -c prevd-or-backward-token -s h -l help -d 'Show the manual page'
