# Completions for mkdir (GNU coreutils 9.1): directories (a new one goes
# inside an existing one), and the options.

complete -c mkdir -s m -l mode -x -a '(__minnow_complete_file_mode)' -d 'Mode of the new directories (as for chmod)'
complete -c mkdir -s p -l parents -d 'Make missing parents, no error if it exists'
complete -c mkdir -s v -l verbose -d 'Tell about each directory made'
complete -c mkdir -s Z -d 'Give the directories the default SELinux context'
complete -c mkdir -l context -f -d 'Set the SELinux or SMACK context (default with no CTX)'
complete -c mkdir -l help -d 'Show help and exit'
complete -c mkdir -l version -d 'Show version and exit'
