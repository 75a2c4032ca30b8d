# Completions for fish_jj_prompt: it takes no arguments.
complete -c fish_jj_prompt -f
complete -c fish_jj_prompt -s h -l help -d 'Show the manual page'
