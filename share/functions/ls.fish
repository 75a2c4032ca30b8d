# ls [ARG...]: the system's ls, in colour and with type indicators (/ after
# folders, * after programs) when it can do that, the indicators only at a
# terminal. What this ls takes is found out once: GNU's --color=auto, BSD's
# -G, Solaris's --color, OpenBSD's colorls. $__fish_ls_command,
# $__fish_ls_color_opt and $__fish_ls_indicators_opt keep the answer.
function ls --description 'List the contents of a directory'
    if not set -q __fish_ls_command
        set -g __fish_ls_command ls
        set -g __fish_ls_color_opt
        set -g __fish_ls_indicators_opt
        if command -sq colorls; and command colorls -GF >/dev/null 2>&1
            # OpenBSD's (a Ruby program of that name takes no -F)
            set -g __fish_ls_command colorls
            set -g __fish_ls_color_opt -G
            set -g __fish_ls_indicators_opt -F
        else
            # GNU's first: BSD's ls takes -G too, for something else
            for opt in --color=auto -G --color
                if command ls $opt / >/dev/null 2>&1
                    set -g __fish_ls_color_opt $opt
                    break
                end
            end
            command ls -F / >/dev/null 2>&1
            and set -g __fish_ls_indicators_opt -F
        end
    end
    set -l indicators
    isatty stdout
    and set indicators $__fish_ls_indicators_opt
    # macOS's Terminal sets neither COLORTERM nor CLICOLOR, which BSD ls wants.
    test "$TERM_PROGRAM" = Apple_Terminal
    and set -lx CLICOLOR 1
    # With CLICOLOR_FORCE, BSD ls colours even into a pipe: not here.
    set -l color $__fish_ls_color_opt
    set -qx CLICOLOR_FORCE; and not isatty stdout
    and set color
    command $__fish_ls_command $color $indicators $argv
end
