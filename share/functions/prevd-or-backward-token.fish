# prevd-or-backward-token: on an empty command line, back through the
# directory history (prevd); otherwise one token to the left. Alt-left.
function prevd-or-backward-token --description 'If commandline is empty, run prevd; else move one argument to the left'
    if contains -- "$argv[1]" -h --help
        __fish_print_help prevd-or-backward-token
        return 0
    end
    __minnow_dirhist_or prevd backward-token
end
