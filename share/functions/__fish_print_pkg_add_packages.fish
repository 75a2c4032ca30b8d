# __fish_print_pkg_add_packages: OpenBSD's installed packages, from
# /var/db/pkg (quicker than pkg_info, which may wait for a lock). Status 1
# without pkg_add.
function __fish_print_pkg_add_packages --description 'List OpenBSD packages'
    command -q pkg_add
    or return 1
    path basename -- /var/db/pkg/*
    return 0
end
