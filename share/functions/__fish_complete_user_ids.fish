# __fish_complete_user_ids: the local users' numeric ids, each with the
# user's name as its description.
function __fish_complete_user_ids --description 'List user ids with their names'
    __fish_passwd_entries | string replace -rf -- '^([^:]+):[^:]*:(\d+):.*$' '$2\t$1'
end
