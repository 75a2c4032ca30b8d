# Completions for cd (the builtin): directories, under the current one (the
# completion engine offers only directories for cd) and through $CDPATH.

complete -c cd -a '(__fish_complete_cd)'
complete -c cd -s h -l help -d 'Show help and exit'
complete -c cd -s L -l no-dereference -d 'Keep symbolic links in $PWD'
complete -c cd -s P -l dereference -d 'Resolve symbolic links'
