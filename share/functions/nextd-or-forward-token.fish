# nextd-or-forward-token: on an empty command line, forward through the
# directory history (nextd); otherwise one token to the right. Alt-right.
function nextd-or-forward-token --description 'If commandline is empty, run nextd; else move one argument to the right'
    if __minnow_commandline_is_empty
        nextd
        commandline -f repaint
    else
        commandline -f forward-token
    end
end
