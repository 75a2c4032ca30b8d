# __fish_cache_sourced_completions [--name=NAME] COMMAND [ARG...]: source the
# completions COMMAND prints (as `tool completion fish` does), from a copy in
# the cache folder that is made again when the program changes (its mtime).
# Status 127 without the program, 2 when it failed, 3 without a copy.
function __fish_cache_sourced_completions --description 'Source the cached completions a program prints'
    argparse -s name= -- $argv
    or return
    set -q argv[1]
    or return 1
    set -l program (command -s $argv[1])
    or return 127
    set -l dir (__fish_make_cache_dir completions)
    or return
    set -l name $argv[1]
    set -q _flag_name[1]
    and set name $_flag_name
    set -l stamp $dir/$name.stamp
    set -l file $dir/$name.fish
    set -l mtime (path mtime -- $program)
    set -l seen 0
    test -r $stamp
    and read seen <$stamp
    if not test -r $stamp -a -r $file; or test "$seen" != "$mtime"
        __fish_cache_put $file
        $argv >$file
        or return 2
        __fish_cache_put $stamp
        echo $mtime >$stamp
    end
    test -r $file
    or return 3
    source $file
end
