# fish_hg_prompt: the state of the Mercurial repository around the current
# directory, for a prompt: " (BRANCH)", or with
# $fish_prompt_hg_show_informative_status set, "|(BRANCH)" followed by ✓
# when clean or ⚡ and a character per kind of change (`hg status` runs for
# that). The branch (and the active bookmark) are read from .hg directly.
# Status 1 outside a repository or without hg.
#
# The characters are $fish_prompt_hg_status_KIND and their colours
# $fish_color_hg_KIND, for KIND added, modified, copied, deleted, untracked
# and unmerged, shown in the order of $fish_prompt_hg_status_order;
# $fish_color_hg_clean, _modified and _dirty colour the branch.
function fish_hg_prompt --description 'Write the state of the Mercurial repository for a prompt'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_hg_prompt
        return 0
    end
    command -sq hg
    or return 1
    set -l root (fish_print_hg_root)
    or return 1

    set -l branch default
    test -r $root/branch
    and read branch <$root/branch
    set -l bookmark
    test -r $root/bookmarks.current
    and read bookmark <$root/bookmarks.current
    and set branch "$branch|$bookmark"
    # a name from a file must not drive the terminal
    set branch (string replace -ra -- '[[:cntrl:]]' '' $branch)

    if not set -q fish_prompt_hg_show_informative_status
        set_color --reset
        echo -n " ($branch)"
        return 0
    end

    # The defaults, for what is not set.
    set -l kinds added modified copied deleted untracked unmerged
    set -l chars ✚ '*' ⇒ ✖ '?' '!'
    set -l colors green yellow magenta red yellow red
    set -l order $fish_prompt_hg_status_order
    set -q order[1]
    or set order $kinds
    # clean, modified and dirty colour the branch
    set -l branch_colors green yellow red
    set -l states clean modified dirty
    for i in 1 2 3
        set -l var fish_color_hg_$states[$i]
        set -q $var
        and set branch_colors[$i] "$$var"
    end

    echo -n '|'
    set -l codes (command hg status 2>/dev/null | string sub -l 2 | sort -u)
    if not set -q codes[1]
        set_color (string split ' ' -- $branch_colors[1])
        echo -n "($branch)✓"
        set_color --reset
        return 0
    end
    set -l present
    for code in $codes
        switch $code
            case 'A '
                set -a present added
            case 'M ' ' M'
                set -a present modified
            case 'C '
                set -a present copied
            case 'D ' ' D'
                set -a present deleted
            case '\? '
                set -a present untracked
            case 'U*' '*U' DD AA
                set -a present unmerged
        end
    end
    if string match -qr -- '^[AMCD]' $codes
        set_color (string split ' ' -- $branch_colors[2])
    else
        set_color (string split ' ' -- $branch_colors[3])
    end
    echo -n "($branch)⚡"
    for kind in $order
        contains -- $kind $present
        or continue
        set -l i (contains -i -- $kind $kinds)
        or continue
        set -l color_var fish_color_hg_$kind
        set -l char_var fish_prompt_hg_status_$kind
        set -l color $colors[$i]
        set -l char $chars[$i]
        set -q $color_var
        and set color $$color_var
        set -q $char_var
        and set char $$char_var
        set_color $color
        echo -n $char
    end
    set_color --reset
end
