# __fish_should_complete_switches: a completion condition, true when the word
# being typed starts with a dash, so options are wanted rather than
# subcommands.
function __fish_should_complete_switches --description 'Test whether the word being typed is an option'
    string match -q -- '-*' (commandline -ct)
end
