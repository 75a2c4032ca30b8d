# Completions for block.
complete -c block -f
complete -c block -s l -l local -d 'Release the block at the end of the block'
complete -c block -s g -l global -d 'Keep the block until block --erase'
complete -c block -s e -l erase -d 'Remove a global block'
complete -c block -s h -l help -d 'Show the manual page'
