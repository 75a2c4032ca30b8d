# __minnow_cached NAME [--key TEXT] [--stale-after FILE]... -- COMMAND [ARG...]
#
# The output of COMMAND, kept in ~/.cache/minnow/NAME (under $XDG_CACHE_HOME
# when set) for the completions that are slow to list (manual pages,
# packages). The cached copy is printed while it was made with the same TEXT
# and is newer than every FILE that exists; otherwise COMMAND runs again and
# its output replaces the copy, unless it printed nothing or failed (then its
# status is returned and the copy left alone).
function __minnow_cached --description 'Print the cached output of a command'
    argparse 'k/key=' 's/stale-after=+' -- $argv
    or return 2
    set -l name $argv[1]
    set -e argv[1]
    if not set -q argv[1]; or not string match -qr -- '^[\w.+-]+$' $name
        echo "__minnow_cached: usage: __minnow_cached NAME [--key TEXT] [--stale-after FILE]... -- COMMAND [ARG...]" >&2
        return 2
    end
    set -l dir ~/.cache/minnow
    set -q XDG_CACHE_HOME[1]
    and string match -q -- '/*' $XDG_CACHE_HOME
    and set dir $XDG_CACHE_HOME/minnow
    set -l cache $dir/$name
    set -l stamp "# $_flag_key"

    if test -f $cache
        set -l fresh 1
        read -l first <$cache
        test "$first" = "$stamp"
        or set fresh 0
        for file in $_flag_stale_after
            test -e $file -a $file -nt $cache
            and set fresh 0
        end
        if test $fresh = 1
            string match -v -- '#*' <$cache
            return 0
        end
    end

    set -l out ($argv)
    set -l st $status
    if test $st -ne 0; or not set -q out[1]
        return $st
    end
    if command mkdir -p $dir 2>/dev/null
        # A temporary file renamed into place: another shell may be reading.
        printf '%s\n' $stamp $out >$cache.$fish_pid 2>/dev/null
        and command mv -f $cache.$fish_pid $cache 2>/dev/null
        or command rm -f $cache.$fish_pid 2>/dev/null
    end
    printf '%s\n' $out
end
