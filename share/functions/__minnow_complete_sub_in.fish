# Completion condition: the first word after the command that is not an
# option is one of the arguments (`string match -<Tab>`).
function __minnow_complete_sub_in --description 'Succeed when the subcommand is one of the arguments'
    for w in (commandline -xpc)[2..-1]
        string match -q -- '-*' $w; and continue
        contains -- $w $argv
        return
    end
    return 1
end
