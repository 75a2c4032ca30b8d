# dirh: the directory history, oldest first, numbered by how many prevd (above
# the current directory) or nextd (below it) steps lead there.
function dirh --description 'Print the current directory history (the prev and next lists)'
    argparse -n dirh --max-args=0 h/help -- $argv
    or return
    if set -q _flag_help
        __fish_print_help dirh
        return 0
    end

    set -l seen
    set -l lines
    for dir in $dirprev[-1..1]
        set -a seen $dir
        set -p lines (count $seen) $dir
    end
    set -q lines[1]
    and printf '%2d) %s\n' $lines
    echo (set_color $fish_color_history_current)'   ' $PWD(set_color normal)

    set seen
    set lines
    for dir in $dirnext[-1..1]
        set -a seen $dir
        set -a lines (count $seen) $dir
    end
    set -q lines[1]
    and printf '%2d) %s\n' $lines
    echo
end
