# __fish_cached [-t SECONDS] [-k KEY] COMMAND: print COMMAND's output (a line
# of sh) from the cache file KEY (COMMAND's first word by default) in the
# cache folder, and refresh the file in the background once it is older
# than SECONDS (always without -t). With no cached copy yet, COMMAND fills
# it and its output is printed when it is done within about a second.
function __fish_cached --description 'Cache the output of a command for a while'
    argparse --min-args 1 --max-args 1 --stop-nonopt 't/max-age=!_validate_int --min 0' 'k/cache-key=' -- $argv
    or return
    set -l key $_flag_cache_key
    set -q key[1]
    or set key (string split -f 1 ' ' -- (string trim -- "$argv"))
    string match -qr -- '^[\w+-]+$' "$key"
    or return 1
    set -l max_age -1
    set -q _flag_max_age[1]
    and set max_age $_flag_max_age

    set -l dir (__fish_make_cache_dir)
    or return
    set -l file $dir/$key
    # The command writes the file, which goes again when the command fails.
    set -l refresh (__fish_posix_shell) -c "{
$argv[1]
} >'$(string replace -a -- "'" "'\\''" $file)' || rm -f '$(string replace -a -- "'" "'\\''" $file)'"

    if test -f $file
        command cat -- $file
        if test (path mtime --relative -- $file) -gt $max_age
            __fish_cache_put $file
            $refresh &
        end
        return 0
    end
    __fish_cache_put $file
    $refresh &
    set -l pid $last_pid
    # Wait up to a second for the first copy.
    for i in (seq 20)
        command kill -0 $pid 2>/dev/null
        or break
        command sleep 0.05
    end
    command kill -0 $pid 2>/dev/null
    or begin
        test -s $file
        and command cat -- $file
    end
    return 0
end
