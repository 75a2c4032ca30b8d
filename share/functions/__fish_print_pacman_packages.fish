# __fish_print_pacman_packages [-i] [-r REPO]...: Arch packages, as
# NAME<tab>Package: those pacman can install (cached for a few minutes), with
# -i the installed ones (NAME<tab>VERSION), with -r those of a repository
# (REPO/NAME). Status 1 without pacman.
function __fish_print_pacman_packages --description 'List pacman packages'
    command -q pacman
    or return 1
    argparse i/installed r/repo=+ -- $argv
    or return 1
    if set -q _flag_installed
        command pacman -Q | string replace ' ' \t
    else if set -q _flag_repo[1]
        command pacman -Sl $_flag_repo | string replace -r -- '^(\S+) (\S+) .*' '$1/$2\tPackage'
    else
        __fish_cached -t 250 -- "pacman -Ssq | sed -e 's/\$/\\tPackage/'"
    end
    return 0
end
