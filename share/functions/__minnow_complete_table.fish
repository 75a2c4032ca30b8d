# __minnow_complete_table CMD [FLAG...] -- ROW...: completion rules for CMD
# from a table, one ROW a rule: "OPTIONS|DESCRIPTION|ARGUMENTS", OPTIONS
# being words like -x (short), --long (long), -old (old style, one dash and
# several letters); ARGUMENTS, when present, are the candidates (-x: only
# those). FLAGs (a condition -n '...', -f) go into every rule. For the
# helpers that register a tool's options under the name it runs by.
function __minnow_complete_table --description 'Define completions from a table'
    set -l cmd $argv[1]
    set -e argv[1]
    set -l at (contains -i -- -- $argv)
    or return 2
    set -l flags
    test $at -gt 1
    and set flags $argv[1..(math $at - 1)]
    for row in $argv[(math $at + 1)..]
        set -l cols (string split '|' -- $row)
        set -l spec
        for opt in (string split ' ' -- $cols[1])
            switch $opt
                case '--*'
                    set -a spec -l (string sub -s 3 -- $opt)
                case '-?'
                    set -a spec -s (string sub -s 2 -- $opt)
                case '-*'
                    set -a spec -o (string sub -s 2 -- $opt)
            end
        end
        set -l args
        test -n "$cols[3]"
        and set args -x -a $cols[3]
        complete -c $cmd $flags $spec $args -d $cols[2]
    end
end
