# __fish_crux_packages: the packages installed with CRUX's pkgutils.
function __fish_crux_packages --description 'List CRUX packages'
    command pkginfo -i | string split -f 1 ' '
end
