# __minnow_browser: the command (its words, one a line) that opens a web
# page for `help` and `fish_config`: $fish_help_browser, else $BROWSER,
# else, with a display, xdg-open (wslview, open on macOS) or a text browser.
# Nothing when there is none.
function __minnow_browser --description 'Print the command that opens web pages'
    set -l browser
    if set -q fish_help_browser[1]
        set browser $fish_help_browser
    else if test -n "$BROWSER"
        echo $BROWSER | read -at browser
    else if __minnow_help_graphical
        for b in xdg-open wslview
            if command -sq $b
                set browser $b
                break
            end
        end
        if not set -q browser[1]; and test (uname) = Darwin; and command -sq open
            set browser open
        end
        if not set -q browser[1]
            for b in lynx w3m links elinks
                if command -sq $b
                    set browser $b
                    break
                end
            end
        end
    end

    string join \n -- $browser
end

# Whether a browser window can open here: an X or Wayland display (or macOS),
# not over SSH and not on the Linux console.
function __minnow_help_graphical
    set -q SSH_CONNECTION[1]; or set -q SSH_CLIENT[1]; or set -q SSH_TTY[1]
    and return 1
    test "$TERM" = linux
    and return 1
    test -n "$DISPLAY" -o -n "$WAYLAND_DISPLAY"
    or test (uname) = Darwin
end
