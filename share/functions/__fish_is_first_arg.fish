# __fish_is_first_arg: a completion condition, true when the word being typed
# comes right after the command, option or not.
function __fish_is_first_arg --description 'Test whether the word being typed is the first argument'
    set -l words (commandline -xpc)
    not set -q words[2]
end
