# RUN: %minnow %s
# Completion files that declare they list every option of their command
# (set -ga __minnow_options_complete NAME; the editor flags other options
# as errors) name each option the command's --help names. Options in a
# --help's prose (-cftuvSUX, -NUM) count when each letter is an option.
for cmd in ls grep
    complete -C "$cmd -" >/dev/null # loads the file
    contains -- $cmd $__minnow_options_complete; or echo "$cmd: not declared"
    set -l rules (complete -c $cmd | string match -ar -- ' -[slo] \S+' |
        string replace -r -- '^ -s ' '-' | string replace -r -- '^ -l ' '--' | string replace -r -- '^ -o ' '-')
    set -l missing
    for o in (command $cmd --help | string match -ar -- '(?<![\w-])--?[A-Za-z0-9][-A-Za-z0-9]*' | sort -u)
        contains -- $o $rules; and continue
        test $o = -NUM; and continue # grep -5: a number is the context
        if string match -qr -- '^-[^-]' $o
            set -l all 1
            for l in (string split '' -- (string sub -s 2 -- $o))
                contains -- -$l $rules; or set all 0
            end
            test $all = 1; and continue
        end
        set -a missing $o
    end
    echo $cmd: (count $rules) rules, missing: $missing
end
# CHECK: ls: {{\d+}} rules, missing:
# CHECK: grep: {{\d+}} rules, missing:
