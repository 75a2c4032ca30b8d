# One step through the directory history for prevd and nextd: the last entry
# of the list named $argv[1] becomes the current directory and the current one
# goes to the end of the list named $argv[2] (as a global). An empty source
# rings the bell and fails.
function __fish_move_last --description 'Move the last element of a directory history from src to dest'
    set -l from $argv[1]
    set -l to $argv[2]
    set -l entries $$from
    if not set -q entries[1]
        printf \a
        return 1
    end
    set -g $to $$to $PWD
    builtin cd $entries[-1]
    set -e $from"[-1]"
    return 0
end
