# Completions for chown (GNU coreutils 9.1): OWNER[:GROUP] first (none with
# --reference), then files. Owners come with a colon, so that the group can
# follow; after the colon come the groups.

complete -c chown -n '__fish_is_first_token; and not __fish_seen_argument -l reference' -x -a '(__minnow_complete_owner_group)'
__minnow_complete_change_options chown 'owner and group'
complete -c chown -l dereference -d 'Change what symbolic links point to (the default)'
complete -c chown -s h -l no-dereference -d 'Change symbolic links themselves'
complete -c chown -l from -x -a '(__minnow_complete_owner_group)' -d 'Change only files with this owner and/or group'
complete -c chown -s H -d 'With -R, follow symbolic links given as arguments'
complete -c chown -s L -d 'With -R, follow all symbolic links to directories'
complete -c chown -s P -d 'With -R, follow no symbolic links (the default)'
