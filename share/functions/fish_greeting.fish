# Printed when an interactive session starts: $fish_greeting when it is set
# (set it empty, `set -U fish_greeting`, for no greeting), else a line on
# where to find help. In private mode a line says that history is not kept.
function fish_greeting
    if not set -q fish_greeting
        # (collect -a: one value even where set_color prints nothing, TERM=dumb)
        set -l green (set_color green | string collect -a)
        set -l normal (set_color normal | string collect -a)
        set -g fish_greeting "Welcome to minnow, the friendly interactive shell! Type $green"help"$normal to learn your way around."
    end
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_greeting
        return 0
    end
    set -l text "$fish_greeting"
    if set -q fish_private_mode
        set -l note "minnow is in private mode: this session's history will not be saved."
        if test -n "$text"
            set text $text\n$note
        else
            set text $note
        end
    end
    # An empty greeting (not just an unset one) prints nothing, not an empty line.
    test -n "$text"
    and echo $text
end
