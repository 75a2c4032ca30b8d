# nextd-or-history-token-search-forward: on an empty command line, forward
# through the directory history (nextd); otherwise go back to a later
# matching token of the history search. Alt-down (minnow's binding).
function nextd-or-history-token-search-forward --description 'If commandline is empty, run nextd; else search the history for the next matching token'
    if contains -- "$argv[1]" -h --help
        __fish_print_help nextd-or-history-token-search-forward
        return 0
    end
    __minnow_dirhist_or nextd history-token-search-forward
end
