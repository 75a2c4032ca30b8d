# __fish_is_first_token: a completion condition, true while no argument other
# than options follows the command (the word being typed is the first).
function __fish_is_first_token --description 'Test whether no non-option argument was given yet'
    __fish_is_nth_token 1
end
