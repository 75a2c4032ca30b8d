# RUN: %minnow %s
# Every option a shipped function takes (its argparse specs) is on its
# manual page: -X and --long as the page writes them. Hidden helpers
# (names starting with _) and testing-only options (no long name, marked
# with - in the spec) are left out.
set -l missing 0
for file in $__fish_data_dir/functions/*.fish
    set -l name (path basename -E -- $file)
    string match -q -- '_*' $name; and continue
    set -l page ../../doc/cmds/$name.md
    test -f $page; or continue
    set -l text (string collect <$page)
    # continuation lines joined first
    set -l joined (string replace -a -r -- '\\\\\n\s*' ' ' (string collect <$file) | string split \n)
    for line in (string match -r -- '^\s*argparse .*' $joined)
        # the specs: words like h/help, d/dir-length=, n-name, long-only
        set -l words (string split -n ' ' -- (string trim -- (string replace -r -- ' -- .*' '' $line)))
        set -l skip 0
        for w in $words[2..]
            if test $skip -eq 1
                set skip 0
                continue
            end
            # argparse's own options; -n, -x, -N, -X take the next word
            if contains -- $w -n -x -N -X --name --exclusive --min-args --max-args
                set skip 1
                continue
            end
            string match -q -- '-*' $w; and continue
            string match -q -- '*,*' $w; and continue
            # quotes go; n#max (a number flag) names -n and --max like n/max
            set -l spec (string replace -a -- "'" '' $w | string replace -a -- '"' '' | string replace -- '#' / | string replace -r -- '[=?+!].*$' '')
            set -l short (string match -r -- '^(.)/' $spec)[2]
            set -l long (string match -r -- '/(.+)$' $spec)[2]
            if not string match -q -- '*/*' $spec
                string match -q -- '*-*' $spec; and continue # testing-only: X-name
                set long $spec
                test (string length -- $spec) -eq 1; and set short $spec; and set long
            end
            if test -n "$short"; and not string match -q -- "*-$short*" $text
                echo "$name: -$short is not on its page"
                set missing (math $missing + 1)
            end
            if test -n "$long"; and not string match -q -- "*--$long*" $text
                echo "$name: --$long is not on its page"
                set missing (math $missing + 1)
            end
        end
    end
end
echo missing $missing
# CHECK: missing 0
