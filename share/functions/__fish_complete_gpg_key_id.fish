# __fish_complete_gpg_key_id GPG [LIST-OPTION]: the ids of the keys GPG lists
# (with --list-keys, or LIST-OPTION such as --list-secret-keys), each with
# its first user id as the description.
function __fish_complete_gpg_key_id --description 'Complete gpg key ids' --argument-names gpg list
    test -n "$list"
    or set list --list-keys
    set -l key
    command $gpg $list --with-colons 2>/dev/null | while read -l line
        set -l fields (string split : -- $line)
        switch $fields[1]
            case pub sec
                set key $fields[5]
            case uid
                # gpg writes a colon in a user id as \x3a
                test -n "$key"
                and printf '%s\t%s\n' $key (string replace -a -- '\x3a' : $fields[10])
                set key
        end
    end
end
