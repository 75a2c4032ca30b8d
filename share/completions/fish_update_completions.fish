# Completions for fish_update_completions: options, then manual page files.
complete -c fish_update_completions -s d -l directory -x -a '(__fish_complete_directories)' -d 'Write the files to this folder'
complete -c fish_update_completions -s k -l keep -d 'Keep files left from an earlier run'
complete -c fish_update_completions -s s -l stdout -d 'Print the completions, write no files'
complete -c fish_update_completions -s q -l quiet -d 'Show no progress and no summary'
complete -c fish_update_completions -s v -l verbose -d 'Report every page'
complete -c fish_update_completions -s h -l help -d 'Show the manual page'
