# fish_vi_cursor: the cursor's shape tells the vi mode. Called by
# fish_vi_key_bindings; sets up handlers that, whenever $fish_bind_mode
# changes (and after each command, which may have changed the shape), send
# the terminal the shape $fish_cursor_MODE names: block, underscore or line,
# with "blink" for a blinking one. Unset, insert mode gets a line, the
# replace modes an underscore, and the others $fish_cursor_unknown (block).
# Before a command runs and when the shell exits, the cursor takes the shape
# of $fish_cursor_external, else of $fish_cursor_default.
function fish_vi_cursor --description 'Set the cursor shape for the vi modes'
    if contains -- -h $argv; or contains -- --help $argv
        __fish_print_help fish_vi_cursor
        return 0
    end
    set -q fish_cursor_unknown
    or set -g fish_cursor_unknown block

    # __fish_vi_cursor VARNAME: the shape in $VARNAME, or that mode's usual one.
    function __fish_vi_cursor --argument-names varname
        status is-interactive; or status is-interactive-read; or return
        test "$TERM" = dumb; and return # no control sequences there, as fish
        if set -q $varname
            __fish_cursor_xterm $$varname
            return
        end
        switch $varname
            case fish_cursor_insert
                __fish_cursor_xterm line
            case fish_cursor_replace_one fish_cursor_replace
                __fish_cursor_xterm underscore
            case '*'
                __fish_cursor_xterm $fish_cursor_unknown
        end
    end

    function fish_vi_cursor_handle --on-variable fish_bind_mode --on-event fish_postexec --on-event fish_focus_in --on-event fish_read
        __fish_vi_cursor fish_cursor_$fish_bind_mode
    end

    function fish_vi_cursor_handle_preexec --on-event fish_preexec --on-event fish_exit
        if set -q fish_cursor_external
            __fish_vi_cursor fish_cursor_external
        else
            __fish_vi_cursor fish_cursor_default
        end
    end
end
