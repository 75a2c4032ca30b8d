# __fish_not_contain_opt [-s X]... [NAME]...: the opposite of
# __fish_contains_opt: true when none of the options was given (and false
# after a usage error).
function __fish_not_contain_opt --description 'Test whether none of the options was given'
    __minnow_contains_opt __fish_not_contain_opt $argv
    test $status -eq 1
end
