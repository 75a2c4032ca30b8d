# fish_darcs_prompt: the state of the Darcs repository around the current
# directory, for a prompt: "(darcs|2+/1*)" with a count and character per
# kind of change (added +, removed -, modified *, moved →, conflict !,
# untracked …), and "[NAME]" during a rebase. Status 1 without darcs, 127
# outside a repository.
#
# Settings: $fish_prompt_darcs_name (the word shown), the characters
# $fish_prompt_darcs_status_KIND and colours $fish_color_darcs_KIND, their
# order $fish_prompt_darcs_status_order, and $fish_color_darcs_normal,
# _rebasing and _conflict for the name.
function fish_darcs_prompt --description 'Write the state of the Darcs repository for a prompt'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_darcs_prompt
        return 0
    end
    command -sq darcs
    or return 1
    command darcs show repo >/dev/null 2>&1
    or return 127

    set -l kinds added removed modified moved conflict untracked
    set -l chars + - '*' → ! …
    set -l counts 0 0 0 0 0 0
    set -l rebase
    for line in (command darcs status --machine-readable 2>&1)
        set -l words (string split ' ' -- $line)
        set -l i
        switch $words[1]
            case Rebase
                set rebase $words[4]
            case A
                set i 1
            case R
                set i 2
            case M
                set i 3
            case F
                set i 4
            case '!'
                set i 5
            case a
                set i 6
        end
        set -q i[1]
        and set counts[$i] (math $counts[$i] + 1)
    end

    set -l name darcs
    set -q fish_prompt_darcs_name
    and set name $fish_prompt_darcs_name
    set -l color green
    set -q fish_color_darcs_normal
    and set color $fish_color_darcs_normal
    if set -q rebase[1]
        set color yellow
        set -q fish_color_darcs_rebasing
        and set color $fish_color_darcs_rebasing
    else if test $counts[5] -gt 0
        set color red
        set -q fish_color_darcs_conflict
        and set color $fish_color_darcs_conflict
    end
    set_color normal
    echo -n '('
    set_color $color
    echo -n $name
    set_color normal
    set -q rebase[1]
    and echo -n "[$rebase]"

    set -l order $kinds
    set -q fish_prompt_darcs_status_order
    and set order $fish_prompt_darcs_status_order
    set -l sep
    test -n "$name"
    and set sep '|'
    for kind in $order
        set -l i (contains -i -- $kind $kinds)
        or continue
        test $counts[$i] -gt 0
        or continue
        echo -n $sep
        set -l color_var fish_color_darcs_$kind
        set -q $color_var
        and set_color $$color_var
        set -l char $chars[$i]
        set -l char_var fish_prompt_darcs_status_$kind
        set -q $char_var
        and set char $$char_var
        echo -n "$counts[$i]$char"
        set_color normal
        set sep /
    end
    set_color normal
    echo -n ')'
end
