# Copies the selection of the command line, or the whole command line when
# nothing is selected, to the system clipboard. The first that applies:
# $fish_user_clipboard_copy_command, wl-copy (Wayland), xsel or xclip (X11),
# pbcopy (macOS), clip.exe (WSL); with none of them (over SSH, on a
# console), the text goes to the terminal as an OSC 52 sequence, which most
# terminals (and tmux) turn into a clipboard copy.
function fish_clipboard_copy --description 'Copy the command line or its selection to the clipboard'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_clipboard_copy
        return 0
    end
    set -l text (commandline --current-selection | string collect)
    if test -z "$text"
        set text (commandline | string collect)
    end

    if set -q fish_user_clipboard_copy_command[1]
        printf '%s' $text | $fish_user_clipboard_copy_command
    else if set -q WAYLAND_DISPLAY[1]; and type -q wl-copy
        printf '%s' $text | wl-copy
    else if set -q DISPLAY[1]; and type -q xsel
        # quiet: a dead X server is no reason for an error under the prompt
        printf '%s' $text | xsel --clipboard 2>/dev/null
    else if set -q DISPLAY[1]; and type -q xclip
        printf '%s' $text | xclip -selection clipboard 2>/dev/null
    else if type -q pbcopy
        printf '%s' $text | pbcopy
    else if type -q clip.exe
        printf '%s' $text | clip.exe
    else if type -q base64
        # OSC 52: "c" is the clipboard, the text in base64 on one line
        printf '\e]52;c;%s\a' (printf '%s' $text | base64 | string join '')
    else
        return 1
    end
end
