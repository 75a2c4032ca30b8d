# up-or-search: the up arrow. On the first line of the command line (or
# while a history search runs) search the history backward for commands
# containing what is typed; in the completion pager or on a lower line,
# move up.
function up-or-search --description 'Search back or move cursor up 1 line'
    if contains -- "$argv[1]" -h --help
        __fish_print_help up-or-search
        return 0
    end
    if commandline --search-mode
        commandline -f history-search-backward
    else if commandline --paging-mode
        commandline -f up-line
    else if test (commandline --line) -eq 1
        commandline -f history-search-backward
    else
        commandline -f up-line
    end
end
