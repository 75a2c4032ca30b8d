# __fish_contains_opt [-s X]... [NAME]...: a completion condition, true when
# the command line holds one of the options: the short option X (alone or in a
# cluster; the word being typed counts too) or the long option --NAME (before
# the cursor). Status 2 (and a message) for an option other than -s.
function __fish_contains_opt --description 'Test whether one of the options was given'
    __minnow_contains_opt __fish_contains_opt $argv
end
