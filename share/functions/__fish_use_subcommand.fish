# __fish_use_subcommand: a completion condition, true while every word after
# the command (before the cursor) is an option, so the next word is where a
# subcommand goes.
function __fish_use_subcommand --description 'Test whether only options follow the command so far'
    set -l words (commandline -xpc)
    set -e words[1]
    for word in $words
        string match -q -- '-*' $word
        or return 1
    end
    return 0
end
