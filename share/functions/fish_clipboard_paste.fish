# Inserts the system clipboard at the cursor (ctrl-v), or, when standard
# output is not a terminal, writes it there. It is read from the first that
# applies: $fish_user_clipboard_paste_command, wl-paste (Wayland), xsel or
# xclip (X11), pbpaste (macOS), powershell.exe (WSL). Fails (status 1) when
# the clipboard is empty or nothing can read it.
#
# The text is made to fit where it lands: inside an open single-quoted
# token, quotes and backslashes are escaped so it stays one literal string;
# outside quotes, the indentation of the lines after the first is dropped
# (minnow indents for itself); and at the start of an empty command line,
# leading blanks go too, which would keep the line out of history.
function fish_clipboard_paste --description 'Insert the clipboard at the cursor'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_clipboard_paste
        return 0
    end
    set -l data
    if set -q fish_user_clipboard_paste_command[1]
        set data ($fish_user_clipboard_paste_command 2>/dev/null)
    else if set -q WAYLAND_DISPLAY[1]; and type -q wl-paste
        set data (wl-paste 2>/dev/null)
    else if set -q DISPLAY[1]; and type -q xsel
        set data (xsel --clipboard 2>/dev/null)
    else if set -q DISPLAY[1]; and type -q xclip
        set data (xclip -selection clipboard -o 2>/dev/null)
    else if type -q pbpaste
        set data (pbpaste 2>/dev/null)
    else if type -q powershell.exe
        set data (powershell.exe -NoProfile -Command Get-Clipboard 2>/dev/null)
    end
    # (string reads standard input, the terminal, when given no argument)
    set -q data[1]
    or return 1
    # a Windows line end (\r\n) is a line end, and so is a lone \r, not a
    # stray ^M on the command line
    set data (string trim -r -c \r -- $data | string split \r)
    string match -qr . -- "$data"
    or return 1
    if not isatty stdout
        # into a pipe or a substitution: the text as it is, no newline added
        printf '%s\n' $data[1..-2]
        printf '%s' $data[-1]
        return
    end

    __fish_paste "$(string join -- \n $data)"
end
