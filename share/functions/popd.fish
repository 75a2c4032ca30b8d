# popd: back to the directory on top of $dirstack, which leaves the stack.
function popd --description 'Pop directory from the stack and cd to it'
    switch "$argv[1]"
        case -h --h --he --hel --help
            __fish_print_help popd
            return 0
    end
    if not set -q dirstack[1]
        printf '%s: Directory stack is empty…\n' popd >&2
        return 1
    end
    cd $dirstack[1]
    set -e dirstack[1]
end
