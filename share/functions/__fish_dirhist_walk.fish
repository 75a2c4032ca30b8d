# What prevd and nextd do, for the one named by the first argument; the rest
# are its arguments: -l/--list (show the history after) and the optional
# step count. Succeeds when at least one step was taken; an attempt past the
# end of the history rings the bell.
function __fish_dirhist_walk --description 'Walk the directory history for prevd and nextd'
    set -l cmd $argv[1]
    argparse -n $cmd --max-args=1 h/help l/list -- $argv[2..-1]
    or return
    if set -q _flag_help
        __fish_print_help $cmd
        return 0
    end
    set -l from dirprev
    set -l to dirnext
    set -l then next
    if test $cmd = nextd
        set from dirnext
        set to dirprev
        set then prev
    end

    set -l steps 1
    if set -q argv[1]
        if test $argv[1] -ge 0 2>/dev/null
            set steps $argv[1]
        else
            printf '%s: The number of positions to skip must be a non-negative integer\n' $cmd >&2
            return 1
        end
    end

    # One pass more than there are entries: that one finds the list empty.
    set -l result 1
    set -l taken
    for entry in $$from ''
        test (count $taken) -ge $steps
        and break
        __fish_move_last $from $to
        or break
        set result 0
        set -a taken $entry
    end

    if set -q _flag_list
        dirh
    end
    # `cd -` goes back the way this went.
    test $result = 0
    and set -g __fish_cd_direction $then
    return $result
end
