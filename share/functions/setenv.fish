# setenv NAME [VALUE]: csh's way to set and export a global variable (to the
# empty string without VALUE); PATH, CDPATH and MANPATH values are split at
# colons. setenv alone lists the environment.
function setenv --description 'Set an env var for csh compatibility.'
    if contains -- "$argv[1]" -h --help
        __fish_print_help setenv
        return 0
    end
    if not set -q argv[1]
        env
        return
    end
    if not set -q argv[2]
        set -gx $argv[1] ''
        return
    end
    # The messages are csh's.
    if set -q argv[3]
        printf '%s: Too many arguments\n' setenv >&2
        return 1
    end
    set -l name $argv[1]
    if not string match -qr '^\w+$' -- $name
        printf '%s: Variable name must contain alphanumeric characters\n' setenv >&2
        return 1
    end
    if contains -- $name PATH CDPATH MANPATH
        set -gx $name (string split : -- $argv[2])
    else
        set -gx $name $argv[2]
    end
end
