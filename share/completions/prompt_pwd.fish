# Completions for prompt_pwd: paths to shorten.
complete -c prompt_pwd -s d -l dir-length -x -d 'Characters kept of each component'
complete -c prompt_pwd -s D -l full-length-dirs -x -d 'Components at the end left whole'
complete -c prompt_pwd -s h -l help -d 'Show the manual page'
