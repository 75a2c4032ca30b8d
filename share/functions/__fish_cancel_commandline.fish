# __fish_cancel_commandline: the ctrl-c of fish before 4 (`bind ctrl-c
# __fish_cancel_commandline` brings it back): leaves the command line on
# screen marked ^C and starts a new, empty one.
function __fish_cancel_commandline --description 'Cancel the commandline, leaving it on screen marked ^C'
    if test -n "$(commandline)"
        set -l mark '^C'
        if set -q fish_color_cancel[1]; and type -q set_color
            set mark (set_color $fish_color_cancel)'^C'(set_color normal)
        end
        printf '%s\e[K' "$mark"
        # below the last line of the command line
        commandline -C 1000000000
        string repeat -N -n (commandline --line) \n
        commandline ''
        emit fish_cancel
    end
    commandline -f cancel -f repaint
end
