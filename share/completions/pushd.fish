# Completions for pushd: directories.
complete -c pushd -f -a '(__fish_complete_directories)'
complete -c pushd -s h -l help -d 'Show the manual page'
