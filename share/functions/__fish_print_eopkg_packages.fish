# __fish_print_eopkg_packages [-i]: Solus packages, those available or with
# -i the installed ones (cached). Status 1 without eopkg.
function __fish_print_eopkg_packages --description 'List eopkg packages'
    command -q eopkg
    or return 1
    argparse i/installed -- $argv
    or return 1
    if set -q _flag_installed
        __fish_cached -t 500 -k eopkg-installed -- "eopkg list-installed -N | cut -d ' ' -f 1"
    else
        __fish_cached -t 500 -k eopkg-available -- "eopkg list-available -N | cut -d ' ' -f 1"
    end
    return 0
end
