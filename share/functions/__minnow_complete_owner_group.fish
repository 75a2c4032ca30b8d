# __minnow_complete_owner_group: OWNER[:GROUP] for chown, for the word being
# typed (less an `--option=` in front): before a colon the users, each with
# a colon after it and the user's real name as description; after the colon
# the groups.
function __minnow_complete_owner_group --description 'Complete OWNER:GROUP'
    set -l word (commandline -ct | string replace -r -- '^--[^=]*=' '')
    set -l owner (string match -r -- '^[^:]*:' $word)
    if set -q owner[1]
        printf '%s\n' $owner(__fish_complete_groups)
    else
        __fish_complete_users | string replace -r -- '^([^\t]*)' '$1:'
    end
end
