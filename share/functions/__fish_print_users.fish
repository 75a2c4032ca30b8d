# __fish_print_users: the names of the local users, one a line.
function __fish_print_users --description 'List user names'
    __fish_passwd_entries | string replace -r -- ':.*' ''
end
