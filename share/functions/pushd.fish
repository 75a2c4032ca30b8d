# pushd DIR goes to DIR and keeps the directory it left on $dirstack (the
# stack below the current directory, as dirs shows it). pushd alone swaps the
# current directory with the top of the stack; pushd +N and pushd -N rotate the
# whole stack, current directory included, so that its Nth entry from the left
# (+N) or from the right (-N), counting from 0, becomes the current one.
function pushd --description 'Push directory to stack'
    set -l left
    set -l right
    if set -q argv[1]
        switch $argv[1]
            case -h --h --he --hel --help
                __fish_print_help pushd
                return 0
            case '-*'
                string match -qr '^-[0-9]+$' -- $argv[1]
                and set right (string sub -s 2 -- $argv[1])
            case '+*'
                string match -qr '^\+[0-9]+$' -- $argv[1]
                and set left (string sub -s 2 -- $argv[1])
        end
    end

    set -q dirstack
    or set -g dirstack

    if not set -q argv[1]
        if not set -q dirstack[1]
            echo 'pushd: no other directory' >&2
            return 1
        end
        set -l next $dirstack[1]
        set -g dirstack[1] $PWD
        cd $next
        return
    end

    if test -n "$left$right"
        set -l stack $PWD $dirstack
        set -l size (count $stack)
        if test -n "$right"
            if test $right -ge $size
                echo "pushd: -$right: directory stack index out of range" >&2
                return 1
            end
            set left (math $size - 1 - $right)
        end
        if test $left -ge $size
            echo "pushd: +$left: directory stack index out of range" >&2
            return 1
        end
        if test $left -gt 0
            set stack $stack[(math $left + 1)..-1] $stack[1..$left]
        end
        set -g dirstack $stack[2..$size] # (fish keeps the lone entry when the stack was empty)
        cd $stack[1]
        dirs
        return
    end

    set -l from $PWD
    cd $argv[1]
    and set -g -p dirstack $from
end
