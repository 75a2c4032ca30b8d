# Completions for realpath (the builtin, and the function that runs the
# system's realpath when there is one).
complete -c realpath -s s -l no-symlinks -d 'Leave symbolic links alone'
complete -c realpath -s e -l canonicalize-existing -d 'Every component must exist'
complete -c realpath -s m -l canonicalize-missing -d 'No component needs to exist'
complete -c realpath -s L -l logical -d 'Apply .. before resolving links'
complete -c realpath -s P -l physical -d 'Resolve links as they come'
complete -c realpath -s q -l quiet -d 'Print no errors'
complete -c realpath -s z -l zero -d 'End each path with NUL'
complete -c realpath -s h -l help -d 'Show the manual page'
