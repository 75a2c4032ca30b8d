# export NAME=VALUE... and export NAME...: bash's way to set and export global
# variables. PATH, CDPATH and MANPATH values are split at colons. export
# alone lists the exported variables.
function export --description 'Set env variable. Alias for `set -gx` for bash compatibility.'
    if contains -- "$argv[1]" -h --help
        __fish_print_help export
        return 0
    end
    if not set -q argv[1]
        set -x
        return 0
    end
    for arg in $argv
        set -l parts (string split -m 1 = -- $arg)
        if not set -q parts[2]
            set -gx $parts $$parts
        else if contains -- $parts[1] PATH CDPATH MANPATH
            set -gx $parts[1] (string split : -- $parts[2])
        else
            true # set keeps the status contains left
            set -gx $parts[1] $parts[2]
        end
    end
end
