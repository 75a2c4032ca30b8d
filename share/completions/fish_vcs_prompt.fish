# Completions for fish_vcs_prompt: a printf format.
complete -c fish_vcs_prompt -f
complete -c fish_vcs_prompt -s h -l help -d 'Show the manual page'
