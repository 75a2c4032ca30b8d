# fish_commandline_append TEXT: adds TEXT at the end of the current job of
# the command line, or takes it away when the job already ends with it
# (Alt-p with " &| less": the job, not the process, since the suffix holds
# a pipe). On an empty command line it works on the last command of the
# history. The cursor stays where it was.
function fish_commandline_append --description "Append the given string to the command-line, or remove the suffix if already there"
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_commandline_append
        return 0
    end
    if test -z "$(commandline)"
        commandline -r -- $history[1]
    end
    set -l job (commandline -j | string collect)
    set -l suffix $argv[1]
    set -l n (string length -- "$suffix")
    set -l len (string length -- "$job")
    if test $len -ge $n -a $n -gt 0
        and test "$(string sub -s (math $len - $n + 1) -- "$job")" = "$suffix"
        set -l cursor (commandline -C)
        commandline -rj -- (string sub -l (math $len - $n) -- "$job" | string collect)
        commandline -C $cursor
    else
        commandline -aj -- $suffix
    end
end
