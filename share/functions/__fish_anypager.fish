# __fish_anypager [--with-manpager]: the pager to use, as a command and its
# arguments one a line: $PAGER (or $MANPAGER with --with-manpager, which
# wins) when its command exists, else the first of less, lv, most and more
# that is installed. Status 1 when there is none.
function __fish_anypager --description 'Print a pager to use'
    set -l pager
    set -q PAGER[1]
    and echo $PAGER | read -at pager
    if test "$argv[1]" = --with-manpager; and set -q MANPAGER[1]
        echo $MANPAGER | read -at pager
    end
    if set -q pager[1]; and command -q -- $pager[1]
        printf '%s\n' $pager
        return 0
    end
    for candidate in less lv most more
        if command -q $candidate
            echo $candidate
            return 0
        end
    end
    return 1
end
