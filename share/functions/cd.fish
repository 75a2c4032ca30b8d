# cd wraps the builtin to keep the directory history: $dirprev holds the
# directories left (oldest first, at most 25), $dirnext those that prevd
# stepped back over, and `cd -` walks that history (see prevd and nextd).
function cd --description 'Change directory'
    # A substitution's directory change leaves no trace in the history.
    if status is-command-substitution
        builtin cd $argv
        return
    end

    if test "$argv" = -
        if test "$__fish_cd_direction" = next
            nextd
        else
            prevd
        end
        return
    end

    set -l left $PWD
    builtin cd $argv
    set -l result $status
    if test $result -eq 0 -a "$PWD" != "$left"
        set -q dirprev[25]
        and set -e dirprev[1]
        # Variables the user made universal stay universal.
        if set -q -U dirprev
            set -U -a dirprev $left
        else
            set -g -a dirprev $left
        end
        if set -q -U dirnext
            set -U -e dirnext
        else
            set -e dirnext
        end
        if set -q -U __fish_cd_direction
            set -U __fish_cd_direction prev
        else
            set -g __fish_cd_direction prev
        end
    end
    return $result
end
