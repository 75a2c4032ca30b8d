# dirh: the directory history, oldest first, numbered by how many prevd (above
# the current directory) or nextd (below it) steps lead there.
function dirh --description 'Print the current directory history (the prev and next lists)'
    argparse -n dirh --max-args=0 h/help -- $argv
    or return
    if set -q _flag_help
        __fish_print_help dirh
        return 0
    end

    set -l nums # 1, 2, ...: enough for either list
    for dir in $dirprev $dirnext
        set -a nums (count x $nums)
    end
    # Entry N of a reversed list is N steps away.
    if set -q dirprev[1]
        set -l back $dirprev[-1..1]
        for i in $nums[(count $back)..1]
            printf '%2d) %s\n' $i $back[$i]
        end
    end
    echo (set_color $fish_color_history_current)'   ' $PWD(set_color normal)
    if set -q dirnext[1]
        set -l ahead $dirnext[-1..1]
        for i in $nums[1..(count $ahead)]
            printf '%2d) %s\n' $i $ahead[$i]
        end
    end
    echo
end
