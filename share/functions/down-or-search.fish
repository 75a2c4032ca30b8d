# down-or-search: the down arrow. On the last line of the command line (or
# while a history search runs) search the history forward; in the
# completion pager or on a higher line, move down.
function down-or-search --description 'search forward or move down 1 line'
    if contains -- "$argv[1]" -h --help
        __fish_print_help down-or-search
        return 0
    end
    if commandline --search-mode
        commandline -f history-search-forward
    else if commandline --paging-mode
        commandline -f down-line
    else if test (commandline --line) -eq (commandline | count)
        commandline -f history-search-forward
    else
        commandline -f down-line
    end
end
