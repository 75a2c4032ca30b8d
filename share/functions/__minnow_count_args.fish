# __minnow_count_args LETTERS [LONG...]: how many arguments that are not
# options stand between the command and the word being typed. LETTERS are
# the short options that take an argument (in a cluster like -vp 22 the last
# letter takes the next word, -p22 holds its own), LONGs the long options
# that take the next word (--port 22, while --port=22 holds its own). After
# `--` everything counts.
function __minnow_count_args --description 'Count the non-option arguments before the cursor' --argument-names letters
    set -e argv[1]
    set -l count 0
    set -l skip 0
    set -l rest 0
    for word in (commandline -xpc)[2..]
        if test $skip = 1
            set skip 0
        else if test $rest = 1
            set count (math $count + 1)
        else
            switch $word
                case --
                    set rest 1
                case '--*'
                    contains -- (string sub -s 3 -- $word) $argv
                    and set skip 1
                case -
                    set count (math $count + 1)
                case '-*'
                    # the first letter taking an argument ends the cluster
                    set -l taking (string match -r -- '^-[^'"$letters"']*['"$letters"']' $word)
                    and test "$taking" = "$word"
                    and set skip 1
                case '*'
                    set count (math $count + 1)
            end
        end
    end
    echo $count
end
