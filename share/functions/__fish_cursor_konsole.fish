# __fish_cursor_konsole SHAPE: set Konsole's cursor to block, underscore or
# line (its own escape sequence).
function __fish_cursor_konsole --description 'Set the cursor shape (Konsole)' --argument-names shape
    switch "$shape"
        case block
            printf '\e]50;CursorShape=0\a'
        case underscore
            printf '\e]50;CursorShape=2\a'
        case line
            printf '\e]50;CursorShape=1\a'
    end
end
