# prevd-or-history-token-search-backward: on an empty command line, back
# through the directory history (prevd); otherwise search the history for
# an earlier token matching the one at the cursor. Alt-up (minnow's
# binding: fish searches tokens only).
function prevd-or-history-token-search-backward --description 'If commandline is empty, run prevd; else search the history for the previous matching token'
    if contains -- "$argv[1]" -h --help
        __fish_print_help prevd-or-history-token-search-backward
        return 0
    end
    __minnow_dirhist_or prevd history-token-search-backward
end
