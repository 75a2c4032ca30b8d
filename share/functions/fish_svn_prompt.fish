# fish_svn_prompt: the state of the Subversion working copy, for a prompt:
# "(REV|FLAGS...)" where each of the seven columns of `svn status` that has
# something shows its letters, columns kept apart by
# $__fish_svn_prompt_char_separator. Each letter's character and colour are
# $__fish_svn_prompt_char_NAME_display and _color (NAME: added, conflicted,
# deleted, ignored, modified, replaced, unversioned_external, unversioned,
# missing, versioned_obstructed, locked, scheduled, switched, token_present,
# token_other, token_stolen, token_broken). Status 1 outside a working copy
# or without svn.

# The defaults, for what is not set yet.
for setting in 'color_revision yellow' 'char_separator |' \
    'char_added_display A' 'char_added_color green' \
    'char_conflicted_display C' 'char_conflicted_color --underline magenta' \
    'char_deleted_display D' 'char_deleted_color red' \
    'char_ignored_display I' 'char_ignored_color --bold yellow' \
    'char_modified_display M' 'char_modified_color blue' \
    'char_replaced_display R' 'char_replaced_color cyan' \
    'char_unversioned_external_display X' 'char_unversioned_external_color --underline cyan' \
    'char_unversioned_display ?' 'char_unversioned_color purple' \
    'char_missing_display !' 'char_missing_color yellow' \
    'char_versioned_obstructed_display ~' 'char_versioned_obstructed_color magenta' \
    'char_locked_display L' 'char_locked_color --bold red' \
    'char_scheduled_display +' 'char_scheduled_color --bold green' \
    'char_switched_display S' 'char_switched_color --bold blue' \
    'char_token_present_display K' 'char_token_present_color --bold cyan' \
    'char_token_other_display O' 'char_token_other_color --underline purple' \
    'char_token_stolen_display T' 'char_token_stolen_color --bold purple' \
    'char_token_broken_display B' 'char_token_broken_color --bold magenta'
    set -l words (string split ' ' -- $setting)
    set -q __fish_svn_prompt_$words[1]
    or set -g __fish_svn_prompt_$words[1] $words[2..]
end

# __fish_svn_prompt_parse_status LETTER...: the characters of the letters
# present, each in its colour, in svn's order of the status letters.
function __fish_svn_prompt_parse_status --description 'Format the letters of one svn status column'
    set -l letters A C D I M R X '?' ! '~' L + S K O T B
    set -l names added conflicted deleted ignored modified replaced unversioned_external \
        unversioned missing versioned_obstructed locked scheduled switched token_present \
        token_other token_stolen token_broken
    for i in (seq (count $letters))
        contains -- $letters[$i] $argv
        or continue
        set -l display __fish_svn_prompt_char_$names[$i]_display
        set -l color __fish_svn_prompt_char_$names[$i]_color
        printf '%s%s%s' (set_color $$color) $$display (set_color --reset)
    end
end

function fish_svn_prompt --description 'Write the state of the Subversion working copy for a prompt'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_svn_prompt
        return 0
    end
    command -sq svn svnversion
    or return 1
    command svn info >/dev/null 2>&1
    or return 1
    printf '(%s%s%s' (set_color $__fish_svn_prompt_color_revision) (__fish_print_svn_rev) (set_color --reset)
    # the status lines, without the summary of conflicts at the end
    set -l lines (command svn status 2>/dev/null |
        string match -rv -- '^(Summary of conflicts|  (Text|Property|Tree) conflicts)|incoming .* upon update' |
        string sub -l 7)
    set -l last 0
    for column in (seq 7)
        set -l present (string sub -s $column -l 1 -- $lines | string match -v ' ' | string match -v '' | sort -u)
        set -q present[1]
        or continue
        printf '%s%s' (string repeat -n (math $column - $last) -- $__fish_svn_prompt_char_separator) \
            (__fish_svn_prompt_parse_status $present)
        set last $column
    end
    printf ')'
end
