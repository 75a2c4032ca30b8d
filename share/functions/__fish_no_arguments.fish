# __fish_no_arguments: a completion condition, true while the command has
# nothing but options, the word being typed included.
function __fish_no_arguments --description 'Test whether the command has no non-option argument'
    set -l words (commandline -xpc) (commandline -ct)
    for word in $words[2..]
        string match -q -- '-*' $word
        or return 1
    end
    return 0
end
