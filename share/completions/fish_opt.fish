# Completions for fish_opt.
complete -c fish_opt -f
complete -c fish_opt -s s -l short -x -d 'The short letter of the option'
complete -c fish_opt -s l -l long -x -d 'The long name of the option'
complete -c fish_opt -l long-only -d 'Only the long name may be used'
complete -c fish_opt -s o -l optional-val -d 'The option may have a value'
complete -c fish_opt -s r -l required-val -d 'The option needs a value'
complete -c fish_opt -s m -l multiple-vals -d 'The option may be given several times'
complete -c fish_opt -s d -l delete -d 'Leave the option out of $argv_opts'
complete -c fish_opt -s v -l validate -d 'Check each value with the command that follows'
complete -c fish_opt -s h -l help -d 'Show the manual page'
