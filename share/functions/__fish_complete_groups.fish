# __fish_complete_groups: the local groups, one a line, each with its
# members (comma-separated) as its description when it has any.
# __fish_print_groups lists the names alone.
function __fish_complete_groups --description 'List groups with their members'
    __fish_passwd_entries group | string replace -r -- '^([^:]*):[^:]*:[^:]*:(.*)$' '$1\t$2' | string replace -r -- '\t$' ''
end
