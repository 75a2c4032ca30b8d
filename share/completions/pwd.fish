# Completions for pwd.
complete -c pwd -f
complete -c pwd -s L -l logical -d 'Print $PWD (the default)'
complete -c pwd -s P -l physical -d 'Resolve symbolic links'
complete -c pwd -s h -l help -d 'Show the manual page'
