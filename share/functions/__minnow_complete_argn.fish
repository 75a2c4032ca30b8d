# Completion condition: the word being completed is argument number N
# after the command, not counting options (and the words the options in
# the list OPTS-WITH-VALUE take: `__minnow_complete_argn 1 -d --description`).
function __minnow_complete_argn --description 'Succeed when completing the Nth argument' -a n
    set -l takes $argv[2..-1]
    set -l count 0
    set -l skip 0
    set -l opts 1
    for w in (commandline -xpc)[2..-1]
        if test $skip = 1
            set skip 0
            continue
        end
        if test $opts = 1
            if test "$w" = --
                set opts 0
                continue
            end
            if string match -q -- '-*' $w
                contains -- $w $takes; and set skip 1
                continue
            end
        end
        set count (math $count + 1)
    end
    test $count -eq (math $n - 1)
end
