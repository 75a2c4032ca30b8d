# __fish_is_nth_token N: a completion condition, true when the word being
# typed is the Nth argument, counting only the words before the cursor that
# are not options (the command itself not counted).
function __fish_is_nth_token --description 'Test whether the word being typed is the Nth non-option argument' --argument-names n
    set -l words (commandline -xpc)
    set -l seen 1
    for word in $words[2..]
        string match -q -- '-*' $word
        or set seen (math $seen + 1)
    end
    test $seen -eq "$n"
end
