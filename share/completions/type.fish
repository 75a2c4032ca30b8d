# Completions for type (the builtin): names of functions, builtins and
# commands, and the options.

complete -c type -x -a '(__fish_complete_command)'
complete -c type -s a -l all -d 'Describe every meaning of NAME'
complete -c type -s f -l no-functions -d 'Leave functions out'
complete -c type -s s -l short -d 'For a function, only where it was defined'
complete -c type -s t -l type -d 'Print only the kind: function, builtin or file'
complete -c type -s p -l path -d 'Print only the path'
complete -c type -s P -l force-path -d 'Print the path of the executable on $PATH'
complete -c type -s q -l query -l quiet -d 'Print nothing; succeed when found'
complete -c type -s h -l help -d 'Show help and exit'
complete -c type -l color -x -a 'always never auto' -d 'When to colour a definition'
