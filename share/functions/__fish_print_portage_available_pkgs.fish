# __fish_print_portage_available_pkgs: every Gentoo package (CATEGORY/NAME)
# of the repositories, from eix when there is one.
function __fish_print_portage_available_pkgs --description 'Print all available packages'
    if command -q eix
        EIX_LIMIT=0 command eix --only-names
        return
    end
    set -l repos (__fish_print_portage_repository_paths)
    set -q repos[1]
    or return
    for repo in $repos
        for dir in $repo/*/*/
            string match -qr -- '/(eclass|metadata|profiles|\.[^/]*)/[^/]+/$' $dir
            and continue
            string replace -r -- '^.*/([^/]+/[^/]+)/$' '$1' $dir
        end
    end
end
