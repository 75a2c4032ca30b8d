# Completions for fish_git_prompt: a printf format.
complete -c fish_git_prompt -f
complete -c fish_git_prompt -s h -l help -d 'Show the manual page'
