# __fish_print_pacman_repos: the repositories of /etc/pacman.conf ([core],
# [extra], ...; not [options]).
function __fish_print_pacman_repos --description 'List the pacman repositories'
    string match -r -- '^\s*\[(.*)\]' <?/etc/pacman.conf | string match -rv -- '^\s*\[|^options$'
end
