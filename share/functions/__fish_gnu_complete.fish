# __fish_gnu_complete [-g|--is-gnu] COMPLETE-ARGS...: `complete` with the
# arguments, where the long options (-l NAME) are dropped unless -g says the
# tool is GNU's (other systems' tools do not take them).
function __fish_gnu_complete --description 'complete, without long options for tools that are not GNU'
    set -l gnu false
    set -l args
    for arg in $argv
        switch $arg
            case -g --is-gnu
                set gnu true
            case '*'
                set -a args $arg
        end
    end
    if not $gnu
        set -l kept
        while set -q args[1]
            if contains -- $args[1] -l --long
                set -e args[1..2]
                continue
            end
            set -a kept $args[1]
            set -e args[1]
        end
        set args $kept
    end
    complete $args
end
