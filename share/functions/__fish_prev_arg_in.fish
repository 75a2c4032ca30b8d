# __fish_prev_arg_in WORD...: a completion condition, true when the word just
# before the one being typed is one of the WORDs (the command itself does not
# count).
function __fish_prev_arg_in --description 'Test whether the previous argument is one of the words'
    set -l words (commandline -xpc)
    set -q words[2]
    and contains -- $words[-1] $argv
end
