# __fish_is_token_n N: the older name of __fish_is_nth_token: true when the
# word being completed is the Nth of the command.
function __fish_is_token_n --description 'Test if the current token is the Nth' --argument-names n
    __fish_is_nth_token $n
end
