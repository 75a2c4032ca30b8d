# Completions for fish_fossil_prompt: it takes no arguments.
complete -c fish_fossil_prompt -f
complete -c fish_fossil_prompt -s h -l help -d 'Show the manual page'
