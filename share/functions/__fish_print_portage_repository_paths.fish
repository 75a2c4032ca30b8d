# __fish_print_portage_repository_paths: the folders of Gentoo's configured
# repositories.
function __fish_print_portage_repository_paths --description 'Print the paths of the portage repositories'
    set -l root (command portageq envvar EROOT)
    command portageq get_repo_path $root (command portageq get_repos $root | string split ' ')
end
