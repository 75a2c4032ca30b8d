# fish_fossil_prompt: the state of the Fossil checkout around the current
# directory, for a prompt: " (BRANCH|✔)" when clean, else ⚡ and a
# character per kind of change (added ✚, modified *, renamed ⇒, deleted -,
# missing ✖, untracked ?, conflict ×). Status 1 without fossil, 127
# outside a checkout.
#
# Settings: the characters $fish_prompt_fossil_status_KIND, their colours
# $fish_color_fossil_KIND and order $fish_prompt_fossil_status_order, and
# $fish_color_fossil_clean, _modified and _dirty for the state mark. The
# defaults are set as globals the first time.
function fish_fossil_prompt --description 'Write the state of the Fossil checkout for a prompt'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_fossil_prompt
        return 0
    end
    command -sq fossil
    or return 1
    set -l branch (command fossil branch current 2>/dev/null)
    or return 127

    for setting in 'color_fossil_clean green' 'color_fossil_modified yellow' \
        'color_fossil_dirty red' 'color_fossil_added green' 'color_fossil_renamed magenta' \
        'color_fossil_missing red' 'color_fossil_deleted red' 'color_fossil_untracked yellow' \
        'color_fossil_conflict red' 'prompt_fossil_status_added ✚' \
        'prompt_fossil_status_modified *' 'prompt_fossil_status_renamed ⇒' \
        'prompt_fossil_status_deleted -' 'prompt_fossil_status_missing ✖' \
        'prompt_fossil_status_untracked ?' 'prompt_fossil_status_conflict ×' \
        'prompt_fossil_status_order added modified renamed deleted missing untracked conflict'
        set -l words (string split ' ' -- $setting)
        set -q fish_$words[1]
        or set -g fish_$words[1] $words[2..]
    end

    echo -n ' ('
    set_color magenta
    echo -n "$branch" | string replace -ra -- '[[:cntrl:]]' ''
    set_color --reset
    echo -n '|'
    set -l changes (command fossil changes --differ 2>/dev/null | string match -rv -- '\w:|^\s' |
        string split -f 1 ' ' | path sort -u)
    if not set -q changes[1]
        set_color $fish_color_fossil_clean
        echo -n '✔'
    else
        set -l present
        for word in $changes
            switch $word
                case ADDED
                    set -a present added
                case EDITED
                    set -a present modified
                case EXTRA
                    set -a present untracked
                case DELETED
                    set -a present deleted
                case MISSING
                    set -a present missing
                case RENAMED
                    set -a present renamed
                case CONFLICT
                    set -a present conflict
            end
        end
        if string match -qr -- '^(ADDED|EDITED|DELETED)' $changes
            set_color $fish_color_fossil_modified
        else
            set_color --bold $fish_color_fossil_dirty
        end
        echo -n '⚡'
        set_color --reset
        for kind in $fish_prompt_fossil_status_order
            contains -- $kind $present
            or continue
            set -l color fish_color_fossil_$kind
            set -l char fish_prompt_fossil_status_$kind
            set_color $$color
            echo -n $$char
        end
    end
    set_color --reset
    echo -n ')'
end
