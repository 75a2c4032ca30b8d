# Completions for mv (GNU coreutils 9.1): files, and the options with their
# arguments.

__minnow_complete_backup_options mv
complete -c mv -s f -l force -d 'Overwrite without asking'
complete -c mv -s i -l interactive -d 'Ask before overwriting'
complete -c mv -s n -l no-clobber -d 'Never overwrite an existing file'
complete -c mv -l strip-trailing-slashes -d 'Remove trailing slashes from SOURCE names'
complete -c mv -s t -l target-directory -x -a '(__fish_complete_directories)' -d 'Move everything into DIRECTORY'
complete -c mv -s T -l no-target-directory -d 'Treat DEST as a file, never a directory'
complete -c mv -s u -l update -d 'Move only when SOURCE is newer or DEST is missing'
complete -c mv -s v -l verbose -d 'Tell what is being done'
complete -c mv -s Z -l context -d 'Give the destination the default SELinux context'
complete -c mv -l help -d 'Show help and exit'
complete -c mv -l version -d 'Show version and exit'
