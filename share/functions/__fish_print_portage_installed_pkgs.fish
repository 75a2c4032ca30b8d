# __fish_print_portage_installed_pkgs: the installed Gentoo packages
# (CATEGORY/NAME, once per installed version).
function __fish_print_portage_installed_pkgs --description 'Print all installed packages (non-deduplicated)'
    if command -q eix
        EIX_LIMIT=0 command eix -I --only-names
        return
    end
    set -l db (command portageq envvar vdb_path 2>/dev/null)
    test -n "$db"
    or return
    for dir in $db/*/*/
        string replace -r -- '^.*/([^/]+/[^/]+)/$' '$1' $dir | string replace -r -- '-[0-9][0-9.]*.*$' ''
    end
end
