# __fish_cursor_xterm SHAPE [blink]: sets the cursor's shape with xterm's
# DECSCUSR sequence: block, underscore or line, steady unless "blink" is
# among the arguments; a number is sent as it is. Anything else sends
# nothing.
function __fish_cursor_xterm --description 'Set the cursor shape (xterm)'
    set -l code
    switch "$argv[1]"
        case block
            set code 2
        case underscore
            set code 4
        case line
            set code 6
        case '[0-9]'
            set code $argv[1]
            set argv $argv[2..]
        case '*'
            return 1
    end
    # the blinking shapes are the ones just below
    contains -- blink $argv; and set code (math $code - 1)
    printf '\e[%s q' $code
end
