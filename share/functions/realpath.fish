# realpath: the system's realpath (or GNU's grealpath), with all its options,
# when there is one; else the builtin, through a function that refuses the
# options the builtin lacks (it knows -s/--no-symlinks only).
# (As fish's, these two carry no description: `type realpath` shows them
# as plain wrappers.)
if command -sq realpath
    function realpath
        command realpath $argv
    end
else if command -sq grealpath
    function realpath
        command grealpath $argv
    end
else
    function realpath --description 'return an absolute path without symlinks'
        argparse -n realpath h/help q/quiet V-version s/no-symlinks N-strip z/zero \
            e/canonicalize-existing m/canonicalize-missing L/logical P/physical \
            R-relative-to= B-relative-base= -- $argv
        or return
        if set -q _flag_help
            __fish_print_help realpath
            return 0
        end
        set -l pass
        if set -q _flag_no_symlinks
            set -e _flag_s _flag_no_symlinks
            set pass --no-symlinks
        end
        # Every other flag is one the builtin does not have.
        if string match -q '_flag_*' -- (set -l -n)
            set -l given (set -l | string replace --filter --regex '_flag_\w+\s*' '' | sort -u)
            printf "%s: These flags are not allowed by fish realpath: '%s'" realpath "$given" >&2
            echo >&2
            __fish_print_help realpath
            return 1
        end
        if not set -q argv[1]
            printf '%s: Expected at least %d args, got only %d\n' realpath 1 0 >&2
            return 1
        end
        for path in $argv
            builtin realpath $pass $path
        end
    end
end
