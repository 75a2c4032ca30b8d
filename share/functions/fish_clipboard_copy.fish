# fish_clipboard_copy: copies to the system clipboard what comes on standard
# input when that is not a terminal; otherwise the selection of the command
# line, or the whole command line when nothing is selected (ctrl-x). The
# tool is the first of __minnow_clipboard_offer's that applies; with none
# (over SSH, on a console) the text goes to the terminal as an OSC 52
# sequence, which most terminals (and tmux) turn into a clipboard copy.
function fish_clipboard_copy --description 'Copy the command line, its selection or standard input to the clipboard'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_clipboard_copy
        return 0
    end
    set -l text
    if not isatty stdin
        read -z text
    else
        set text (commandline --current-selection | string collect)
        if test -z "$text"
            set text (commandline | string collect)
        end
    end

    __minnow_clipboard_offer "$text"
    set -l st $status
    test $st -ne 2
    and return $st
    type -q base64
    or return 1
    # OSC 52: "c" is the clipboard, the text in base64 on one line
    printf '\e]52;c;%s\a' (printf '%s' $text | base64 | string join '')
end
