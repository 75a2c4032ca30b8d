# Completions for popd: it takes nothing.
complete -c popd -f
complete -c popd -s h -l help -d 'Show the manual page'
