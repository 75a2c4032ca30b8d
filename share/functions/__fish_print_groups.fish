# __fish_print_groups: the names of the local groups, one a line.
function __fish_print_groups --description 'List group names'
    __fish_passwd_entries group | string replace -r -- ':.*' ''
end
