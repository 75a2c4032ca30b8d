# RUN: %minnow %s
# Every builtin and every shipped function (and minnow_key_reader) has a
# completion file in share/completions, and that file offers every option
# its manual page documents in its "## Options..." sections: -X as `-s X`,
# --long as `-l long`. It offers no long option the page does not know.
# A file may leave an option out on purpose with a comment line
# `# Not offered: -X --long (why)`.
#
# The builtins are those of src/builtins/builtins.def. Left out: `.` (it is
# source; a file `..fish` would be hidden) and helpers whose names start
# with _ (builtins) or __ (functions). cd.fish belongs to
# the completion library and is checked once it is there.
set -l root ../..
set -l names
for b in (string match -gr -- '^BUILTIN\("([^"]+)"' <$root/src/builtins/builtins.def)
    string match -q -- '_*' $b; and continue
    test "$b" = .; and continue
    set -a names $b
end
for f in $root/share/functions/*.fish
    set -l n (path basename -E -- $f)
    string match -q -- '__*' $n; or set -a names $n
end
set -a names minnow_key_reader complete
set names (printf '%s\n' $names | sort -u)

set -l problems 0
set -l checked 0
for name in $names
    set -l file $root/share/completions/$name.fish
    if not test -f $file
        test "$name" = cd; and continue
        echo "$name: no completion file"
        set problems (math $problems + 1)
        continue
    end
    set checked (math $checked + 1)
    # Functions that wrap the command of their name hand it every option:
    # their completion files are the command's.
    contains -- $name ls grep diff kill man seq; and continue
    set -l text (string collect <$file)
    set -l lines (string split \n -- $text)
    # the lines that make rules: `complete ...`, or `$c ...` with the
    # start of a rule in a variable
    set -l rules (string match -r -- '^\s*(?:complete|\$\w+)\s.*' $lines)
    set -l skipped (string match -r -- '^# Not offered: (.*)' $lines)[2]
    set -l skipped (string split ' ' -- $skipped | string match -- '-*')

    # The documented options: the `-X ...`, `--long ...` items that start
    # the bullets of the option sections.
    set -l page $root/doc/cmds/$name.md
    set -l shorts
    set -l longs
    if test -f $page
        set -l in 0
        for line in (string split \n -- (string collect <$page))
            if string match -q -- '## *' $line
                set in 0
                string match -q -- '## Options*' $line; and set in 1
                continue
            end
            test $in = 1; or continue
            set -l head (string match -r -- '^- ((?:`[^`]+`(?:, )?)+)' $line)[2]
            for item in (string match -ra -- '`[^`]+`' $head)
                set -l opt (string replace -r -- '^`([^` =\[]+).*' '$1' $item)
                if string match -qr -- '^-[^-]$' $opt
                    set -a shorts (string sub -s 2 -- $opt)
                else if string match -qr -- '^--.' $opt
                    set -a longs (string sub -s 3 -- $opt)
                end
            end
        end
    end

    for s in $shorts
        contains -- -$s $skipped; and continue
        if not string match -qr -- "(^|\s)(-s|--short-option) '?$(string escape --style=regex -- $s)'?(\s|\$)" $rules
            echo "$name: -$s is on the page but not offered"
            set problems (math $problems + 1)
        end
    end
    for l in $longs
        contains -- --$l $skipped; and continue
        if not string match -qr -- "(^|\s)(-l|--long-option) '?$(string escape --style=regex -- $l)'?(\s|\$)" $rules
            echo "$name: --$l is on the page but not offered"
            set problems (math $problems + 1)
        end
    end
    # (a command whose page is still to be written is only checked for a file)
    test -f $page; or continue
    for l in (string match -agr -- '(?:^|\s)(?:-l|--long-option) \'?([^\s\']+)' $rules)
        if not contains -- $l $longs
            echo "$name: offers --$l, which its page does not document"
            set problems (math $problems + 1)
        end
    end
end
echo checked $checked, problems $problems
# CHECK: checked {{\d+}}, problems 0
