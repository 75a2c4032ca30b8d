# isatty [FD]: whether FD (a number, or stdin, stdout or stderr; stdin when
# not given) is a terminal.
function isatty --description 'Tests if a file descriptor is a tty'
    argparse -n isatty h/help -- $argv
    or return
    if set -q _flag_help
        __fish_print_help isatty
        return 0
    end
    if set -q argv[2]
        printf '%s: Too many arguments' isatty >&2 # (no newline, as fish)
        return 1
    end
    set -l fd $argv[1]
    switch "$fd"
        case stdin ''
            set fd 0
        case stdout
            set fd 1
        case stderr
            set fd 2
    end
    test -t "$fd"
end
