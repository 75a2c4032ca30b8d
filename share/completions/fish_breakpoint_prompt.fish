# Completions for fish_breakpoint_prompt: it takes nothing.
complete -c fish_breakpoint_prompt -f
complete -c fish_breakpoint_prompt -s h -l help -d 'Show the manual page'
