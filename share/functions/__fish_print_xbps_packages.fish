# __fish_print_xbps_packages [-i]: Void Linux packages: those xbps can
# install (NAME<tab>Package, cached), or with -i the installed ones. Status 1
# without xbps-query.
function __fish_print_xbps_packages --description 'List xbps packages'
    command -q xbps-query
    or return 1
    argparse i/installed -- $argv
    or return 1
    if set -q _flag_installed
        command xbps-query -l | string replace -rf -- '^.. (\S+)-[^-\s]+ .*' '$1'
    else
        __fish_cached -t 250 -- "xbps-query -Rs '' | sed 's/^... \\([^ ]*\\)-.* .*/\\1/; s/\$/\\tPackage/'"
    end
    return 0
end
