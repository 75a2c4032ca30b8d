# fish_commandline_append TEXT: adds TEXT at the end of the current process
# of the command line, or takes it away when the process already ends with
# it (Alt-p with " &| less"). On an empty command line it works on the last
# command of the history.
function fish_commandline_append --description "Append the given string to the command-line, or remove the suffix if already there"
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_commandline_append
        return 0
    end
    if test -z "$(commandline)"
        commandline -r -- $history[1]
    end
    set -l process (commandline -p | string collect)
    set -l suffix $argv[1]
    set -l n (string length -- "$suffix")
    set -l len (string length -- "$process")
    if test $len -ge $n -a $n -gt 0
        and test "$(string sub -s (math $len - $n + 1) -- "$process")" = "$suffix"
        commandline -rp -- (string sub -l (math $len - $n) -- "$process" | string collect)
    else
        commandline -rp -- "$process$suffix"
    end
end
