# __fish_print_opkg_packages [-i]: OpenWrt packages as NAME<tab>VERSION, all
# or with -i the installed ones. Status 1 without opkg.
function __fish_print_opkg_packages --description 'List opkg packages'
    command -q opkg
    or return 1
    argparse i/installed -- $argv
    or return 1
    set -l list list
    set -q _flag_installed
    and set list list-installed
    command opkg $list 2>/dev/null | string replace -r -- '^([\w.+-]+) - (\S+).*' '$1\t$2'
    return 0
end
