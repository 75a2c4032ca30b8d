# __fish_complete_users: the local users, one a line, each with the real name
# (the first field of the GECOS entry) as its description when it has one.
# __fish_print_users lists the names alone.
function __fish_complete_users --description 'List users with their real names'
    __fish_passwd_entries | string replace -r -- '^([^:]*):[^:]*:[^:]*:[^:]*:([^:,]*).*$' '$1\t$2' | string replace -r -- '\t$' ''
end
