# __fish_cmd__complete_args: the values of Windows cmd's /T: (colours),
# /E:, /F: and /V: switches, after what is typed.
function __fish_cmd__complete_args --description 'Complete the switches of cmd'
    set -l word (commandline -ct)
    set -l values
    switch "$word"
        case '/t:*' '/T:*'
            set values 0\tBlack 1\tBlue 2\tGreen 3\tAqua 4\tRed 5\tPurple 6\tYellow 7\tWhite 8\tGray \
                9\t'Light blue' A\t'Light green' B\t'Light aqua' C\t'Light red' D\t'Light purple' \
                E\t'Light yellow' F\t'Bright white'
        case '/e:*' '/E:*'
            set values on\t'Command extensions on' off\t'Command extensions off'
        case '/f:*' '/F:*'
            set values on\t'Name completion on' off\t'Name completion off'
        case '/v:*' '/V:*'
            set values on\t'Delayed variable expansion on' off\t'Delayed variable expansion off'
        case '*'
            return
    end
    printf "$word%s\n" $values
end
