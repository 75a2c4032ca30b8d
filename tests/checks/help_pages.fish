# RUN: %minnow %s
# -h on every builtin and every shipped function prints its manual page:
# the text `__minnow_print_help` renders from doc/cmds/NAME.md, whose title
# line comes first. (On a terminal the same page goes through man or the
# pager: see __fish_print_help.)
set -l docs ../../doc/cmds
function title --argument-names page
    string replace -r '^# ' '' <$page | head -n 1
end
# `builtin NAME -h`, for keywords too
function builtin_help --argument-names name flag
    eval builtin (string escape -- $name) $flag
end
# Builtins: those that take -h as data (count echo printf test [ true false
# : _ eval) or take no options (breakpoint) print no page.
set -l missing
for b in (builtin -n)
    contains -- $b count echo printf test '[' true false : _ eval breakpoint
    and continue
    if __minnow_print_help $b | string match -q -- '* - no manual page'
        set -a missing $b # in fish's list, neither a builtin of minnow yet nor a page
        continue
    end
    set -l out (builtin_help $b -h)
    set -l name (string replace -r '^\.$' source -- $b | string replace -r '^!$' not)
    if not set -q out[1]
        echo "$b -h: nothing"
    else if test "$out[1]" != (title $docs/$name.md)
        echo "$b -h: $out[1]"
    else if test "$(builtin_help $b --help)" != "$(__minnow_print_help $name)"
        echo "$b --help: not the page"
    end
end
echo not builtins yet: $missing
# CHECK: not builtins yet:

# Functions: every one shipped, but the hidden __* helpers.
set -l n 0
for f in $__fish_data_dir/functions/*.fish
    set -l name (path basename -E -- $f)
    string match -q '__*' -- $name; and continue
    # N_ prints its arguments, -h too; fish_mode_prompt takes none; the
    # handlers the shell calls take their arguments as data: as in fish
    contains -- $name N_ fish_mode_prompt fish_command_not_found fish_job_summary; and continue
    # wrappers of commands give their options, -h too, to the command
    contains -- $name ls ll la grep diff kill seq man; and continue
    set n (math $n + 1)
    set -l out (eval (string escape -- $name) -h 2>&1)
    if test "$name" = realpath; and command -sq realpath
        continue # the system's realpath, with its own --help
    end
    if test "$out[1]" != (title $docs/$name.md)
        echo "$name -h: $out[1]"
    end
end
test $n -gt 40; and echo functions checked
# CHECK: functions checked
