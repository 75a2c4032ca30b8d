# Completions for a command that runs another one (`builtin`, `command`,
# `eval`): the rest of the line is completed as a command line of its own,
# after the wrapper and its options.
function __minnow_complete_wrapped --description 'Complete the command line that follows the wrapper'
    set -l words (commandline -opc)[2..-1]
    while set -q words[1]; and string match -q -- '-*' $words[1]
        set -l dd $words[1]
        set -e words[1]
        test "$dd" = --; and break
    end
    complete -C (string join -- ' ' (string escape -- $words) (commandline -ct))
end
