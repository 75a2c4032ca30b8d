# __fish_whatis_current_token: Alt-w. Says in one line what the command
# under the cursor is: a function's description, a builtin's summary, or
# what `whatis` knows of a program.
function __fish_whatis_current_token --description 'Show man page entries or function description related to the token under the cursor'
    set -l token (commandline -pt)
    test -n "$token"
    or return
    __fish_echo __minnow_whatis $token
end

function __minnow_whatis --argument-names token
    set -l desc
    switch "$(type --type -- $token 2>/dev/null)"
        case function
            set -l details (functions --details --verbose -- $token)
            if test "$details[5]" != n/a
                set desc "$token - $details[5]"
            end
        case builtin
            set desc (__fish_print_help $token 2>/dev/null | string match -rv '^\s*$')[1]
            set desc (string trim -- $desc)
        case file
            set desc (whatis -- $token 2>/dev/null)
    end
    if set -q desc[1]; and test -n "$desc[1]"
        printf '%s\n' $desc
    else
        echo "$token: nothing appropriate."
    end
end
