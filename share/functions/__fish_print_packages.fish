# __fish_print_packages [-i | --installed]: the packages of the first
# package manager found: apt (dpkg), FreeBSD's pkg, OpenBSD's pkg_add,
# pacman, rpm (or yum), eopkg, portage, MacPorts, xbps.
function __fish_print_packages --description 'List the packages of the package manager'
    for lister in apt pkg pkg_add pacman rpm eopkg portage port xbps
        __fish_print_{$lister}_packages $argv
        and return 0
    end
    return 1
end
