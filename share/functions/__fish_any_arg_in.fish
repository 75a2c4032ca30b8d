# __fish_any_arg_in WORD...: a completion condition, true when one of the
# arguments before the cursor is one of the WORDs (like
# __fish_seen_subcommand_from).
function __fish_any_arg_in --description 'Test whether one of the words was given'
    __fish_seen_subcommand_from $argv
end
