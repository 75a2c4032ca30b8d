# fish_commandline_prepend WORD: puts "WORD " before the current process of
# the command line, or takes it away when it is already there (Alt-s with
# sudo). On an empty command line it works on the last command of the
# history. The cursor stays on the same character.
function fish_commandline_prepend --description "Prepend the given string to the command-line, or remove the prefix if already there"
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_commandline_prepend
        return 0
    end
    if test -z "$(commandline)"
        commandline -r -- $history[1]
    end
    set -l process (commandline -p | string collect)
    set -l prefix "$argv[1] "
    if string match -q -- ' *' "$process"
        set prefix " $argv[1]"
    end
    set -l n (string length -- "$prefix")
    set -l cursor (commandline -pC)
    if test "$(string sub -l $n -- "$process")" = "$prefix"
        commandline -rp -- (string sub -s (math $n + 1) -- "$process" | string collect)
        set n -$n
    else
        commandline -pC 0
        commandline -pi -- $prefix
    end
    commandline -pC (math "max(0, $cursor + $n)")
end
