# The seq of a system without one: whole or decimal numbers, up or down.
function __fish_fallback_seq --description 'Print a sequence of numbers'
    test "$argv[1]" = --
    and set -e argv[1]
    set -l first 1
    set -l step 1
    set -l last
    switch (count $argv)
        case 1
            set last $argv[1]
        case 2
            set first $argv[1]
            set last $argv[2]
        case 3
            set first $argv[1]
            set step $argv[2]
            set last $argv[3]
        case '*'
            printf 'seq: Expected 1, 2 or 3 arguments, got %d\n' (count $argv) >&2
            return 1
    end
    for n in $first $step $last
        if not string match -qr -- '^-?(\d+|\d*\.\d+)$' $n
            printf "seq: '%s' is not a number\n" $n >&2
            return 1
        end
    end
    set -l n $first
    if test $step -ge 0
        while test $n -le $last
            echo $n
            set n (math -- $n + $step)
        end
    else
        while test $n -ge $last
            echo $n
            set n (math -- $n + $step)
        end
    end
end
