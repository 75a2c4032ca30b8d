# __fish_complete_user_at_hosts: the known host names, after the `user@` the
# word being typed starts with, if any.
function __fish_complete_user_at_hosts --description 'Complete host names after user@'
    set -l user (commandline -ct | string match -r -- '^.*@')
    printf '%s\n' "$user"(__fish_print_hostnames)
end
