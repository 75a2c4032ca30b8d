# __fish_complete_gpg_user_id GPG [LIST-OPTION]: the user ids of the keys GPG
# lists (--list-keys by default): the name, with the e-mail address as the
# description.
function __fish_complete_gpg_user_id --description 'Complete gpg user ids' --argument-names gpg list
    test -n "$list"
    or set list --list-keys
    command $gpg $list --with-colons 2>/dev/null | string match -r -- '^uid:.*' |
        string split -f 10 : | string replace -a -- '\x3a' : | string replace -r -- '^(.*) <(.*)>$' '$1\t$2'
end
