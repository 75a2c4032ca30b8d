# __fish_complete_group_ids: the local groups' numeric ids, each with the
# group's name as its description.
function __fish_complete_group_ids --description 'List group ids with their names'
    __fish_passwd_entries group | string replace -rf -- '^([^:]+):[^:]*:(\d+):.*$' '$2\t$1'
end
