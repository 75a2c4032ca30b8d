# fish_print_hg_root: the .hg folder of the Mercurial repository around the
# current directory (found by looking upwards for .hg/dirstate, which is
# much quicker than `hg root`). Status 1 outside one or without hg.
function fish_print_hg_root --description 'Print the .hg folder of the current Mercurial repository'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_print_hg_root
        return 0
    end
    command -sq hg
    or return 1
    set -l dir (pwd -P 2>/dev/null)
    or return 1
    while test -n "$dir" -a "$dir" != / -a "$dir" != .
        if test -f $dir/.hg/dirstate
            echo $dir/.hg
            return 0
        end
        set dir (path dirname -- $dir)
    end
    return 1
end
