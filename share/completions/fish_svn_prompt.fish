# Completions for fish_svn_prompt: it takes no arguments.
complete -c fish_svn_prompt -f
complete -c fish_svn_prompt -s h -l help -d 'Show the manual page'
