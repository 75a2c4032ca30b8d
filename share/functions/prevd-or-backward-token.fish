# prevd-or-backward-token: on an empty command line, back through the
# directory history (prevd); otherwise one token to the left. Alt-left.
function prevd-or-backward-token --description 'If commandline is empty, run prevd; else move one argument to the left'
    __minnow_dirhist_or prevd backward-token
end
