# Completion condition: no subcommand yet, that is, no word after the
# command but options (`string <Tab>`, `status -<Tab>`).
function __minnow_complete_no_sub --description 'Succeed when only options follow the command'
    for w in (commandline -opc)[2..-1]
        string match -q -- '-*' $w; or return 1
    end
    return 0
end
