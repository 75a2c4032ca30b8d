# Completions for chown (GNU coreutils 9.1): OWNER[:GROUP] first (none with
# --reference), then files. Owners come with a colon, so that the group can
# follow; after the colon come the groups.

complete -c chown -n '__fish_is_first_token; and not __fish_seen_argument -l reference' -x -a '(__minnow_complete_owner_group)'
complete -c chown -s c -l changes -d 'Tell about the files that change'
complete -c chown -s f -l silent -l quiet -d 'Leave out most error messages'
complete -c chown -s v -l verbose -d 'Tell about every file'
complete -c chown -l dereference -d 'Change what symbolic links point to (the default)'
complete -c chown -s h -l no-dereference -d 'Change symbolic links themselves'
complete -c chown -l from -x -a '(__minnow_complete_owner_group)' -d 'Change only files with this owner and/or group'
complete -c chown -l no-preserve-root -d 'Do not treat / specially (the default)'
complete -c chown -l preserve-root -d 'Refuse to work recursively on /'
complete -c chown -l reference -r -F -d "Use RFILE's owner and group"
complete -c chown -s R -l recursive -d 'Change directories and their contents'
complete -c chown -s H -d 'With -R, follow symbolic links given as arguments'
complete -c chown -s L -d 'With -R, follow all symbolic links to directories'
complete -c chown -s P -d 'With -R, follow no symbolic links (the default)'
complete -c chown -l help -d 'Show help and exit'
complete -c chown -l version -d 'Show version and exit'
