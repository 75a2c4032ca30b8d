# __fish_print_packages [-i | --installed]: the packages of the system's
# package manager (see __fish_print_apt_packages; apt is the one minnow knows
# so far, as Debian is where it runs).
function __fish_print_packages --description 'List the packages of the package manager'
    __fish_print_apt_packages $argv
end
