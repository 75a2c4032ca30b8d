# __fish_posix_quote ARG...: ARGs quoted for a POSIX shell, each followed by
# a space: words of letters, digits, _, - and = as they are, others in
# single quotes (a quote inside written '\'').
function __fish_posix_quote
    for arg in $argv
        if string match -qr -- '^[-=\w]+$' $arg
            printf '%s ' $arg
        else
            printf "'%s' " (printf %s $arg | string replace -a -- "'" "'\\''" | string collect --no-trim-newlines)
        end
    end
end
