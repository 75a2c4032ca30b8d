# The walk prevd and nextd share. Arguments: the command (prevd or nextd),
# its --list flag (empty when not given), then the optional step count.
# Succeeds when at least one step was taken; an attempt past the end of the
# history rings the bell.
function __fish_dirhist_walk --description 'Walk the directory history for prevd and nextd'
    set -l cmd $argv[1]
    set -l list $argv[2]
    set -l from dirprev
    set -l to dirnext
    set -l then next
    if test $cmd = nextd
        set from dirnext
        set to dirprev
        set then prev
    end

    set -l steps 1
    if set -q argv[3]
        if test $argv[3] -ge 0 2>/dev/null
            set steps $argv[3]
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

    if test -n "$list"
        dirh
    end
    # `cd -` goes back the way this went.
    test $result = 0
    and set -g __fish_cd_direction $then
    return $result
end
