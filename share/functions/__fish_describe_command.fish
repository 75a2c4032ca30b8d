# __fish_describe_command [--exact] PREFIX: the commands whose names start
# with PREFIX (or are PREFIX, with --exact), each with the summary of its
# manual page in section 1 or 8, as NAME<tab>SUMMARY lines. Command
# completion calls it for descriptions.
function __fish_describe_command --description 'Describe the commands that start with a prefix'
    argparse exact -- $argv
    or return 1
    command -q apropos
    or return 0
    set -l word "$argv"
    set -l end ''
    set -q _flag_exact
    and set end '$'
    # apropos prints "name (1) - summary" or "name1, name2 (8) - summary".
    __fish_apropos "^$(string escape --style=regex -- $word)$end" 2>/dev/null |
        string replace -rf -- '^(.*?)\s*\(([18])[^)]*\)\s+-\s+(.*)$' '$1\t$3' |
        while read -l --delimiter \t names summary
            for name in (string split -- ', ' $names)
                set name (string replace -r -- ' \[.*\]$' '' $name)
                if set -q _flag_exact
                    test "$name" = "$word"
                else
                    string match -q -- "$word*" $name
                end
                and printf '%s\t%s\n' $name $summary
            end
        end
end
