# __fish_print_pkg_packages: FreeBSD's installed packages, as NAME-VERSION.
# Status 1 without pkg.
function __fish_print_pkg_packages --description 'List FreeBSD packages'
    command -q pkg
    or return 1
    command pkg query '%n-%v'
    return 0
end
