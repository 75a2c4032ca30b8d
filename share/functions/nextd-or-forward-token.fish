# nextd-or-forward-token: on an empty command line, forward through the
# directory history (nextd); otherwise one token to the right. Alt-right.
function nextd-or-forward-token --description 'If commandline is empty, run nextd; else move one argument to the right'
    if contains -- "$argv[1]" -h --help
        __fish_print_help nextd-or-forward-token
        return 0
    end
    __minnow_dirhist_or nextd forward-token
end
