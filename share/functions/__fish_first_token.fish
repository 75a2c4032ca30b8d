# __fish_first_token: the first argument of the command being completed that
# is not an option (nothing when there is none).
function __fish_first_token
    set -l words (commandline -cx)
    set -e words[1]
    for word in $words
        if string match -qr -- '^[^-]' $word
            echo $word
            return
        end
    end
end
