# __minnow_clipboard_offer TEXT: puts TEXT on the system clipboard with the
# first tool that applies: $fish_user_clipboard_copy_command, wl-copy
# (Wayland), xsel or xclip (X11), pbcopy (macOS), clip.exe (WSL). Returns
# the tool's status, or 2 when none applies: the caller may then send the
# terminal an OSC 52 sequence instead. fish_clipboard_copy uses it, and so
# does the line editor for the text ctrl-k and ctrl-u kill (see the
# fish_clipboard_copy page).
function __minnow_clipboard_offer --description 'Copy text to the clipboard with a tool that applies'
    if set -q fish_user_clipboard_copy_command[1]
        printf '%s' $argv[1] | $fish_user_clipboard_copy_command
    else if set -q WAYLAND_DISPLAY[1]; and type -q wl-copy
        printf '%s' $argv[1] | wl-copy
    else if set -q DISPLAY[1]; and type -q xsel
        # quiet: a dead X server is no reason for an error under the prompt
        printf '%s' $argv[1] | xsel --clipboard 2>/dev/null
    else if set -q DISPLAY[1]; and type -q xclip
        printf '%s' $argv[1] | xclip -selection clipboard 2>/dev/null
    else if type -q pbcopy
        printf '%s' $argv[1] | pbcopy
    else if type -q clip.exe
        printf '%s' $argv[1] | clip.exe
    else
        return 2
    end
end
