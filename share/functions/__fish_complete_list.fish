# __fish_complete_list SEPARATOR FUNCTION [PREFIX [ITEM_PREFIX]]
#
# Completes a list of items joined by SEPARATOR (like `a,b,c`): FUNCTION (a
# command line, run with eval) prints the items, with descriptions if it
# likes, and each is offered after the items already typed. PREFIX goes
# before the first item (as in -oPREFIX) and ITEM_PREFIX before every item.
# When $__fish_stripprefix is set (on the call: __fish_stripprefix='^-\w*o'
# __fish_complete_list ...), what its regex matches at the start of the word
# is dropped first, as the option the list is attached to.
function __fish_complete_list --argument-names sep cmd prefix iprefix
    if test -z "$sep" -o -z "$cmd"
        echo "usage: __fish_complete_list SEPARATOR FUNCTION [PREFIX [ITEM_PREFIX]]" >&2
        return 2
    end
    set -l word (commandline -ct | string unescape)
    # What the engine keeps in front of the argument (an option's -x or
    # --name=) is no part of the list: the caller names it with a regex.
    set -q __fish_stripprefix[1]
    and set word (string replace -r -- $__fish_stripprefix '' $word)
    # what was typed up to the last separator stays
    set -l done (string match -r -- '^.*'(string escape --style=regex -- $sep) $word)
    if set -q done[1]
        # an item prefix typed after the separator is part of the item
        printf '%s\n' "$done$iprefix"(eval $cmd)
    else
        printf '%s\n' "$prefix$iprefix"(eval $cmd)
    end
end
