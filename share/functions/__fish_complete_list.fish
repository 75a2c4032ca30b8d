# __fish_complete_list SEPARATOR FUNCTION [PREFIX [ITEM_PREFIX]]
#
# Completes a list of items joined by SEPARATOR (like `a,b,c`): FUNCTION (a
# command line, run with eval) prints the items, with descriptions if it
# likes, and each is offered after the items already typed. PREFIX goes
# before the first item (as in -oPREFIX) and ITEM_PREFIX before every item.
function __fish_complete_list --argument-names sep cmd prefix iprefix
    if test -z "$sep" -o -z "$cmd"
        echo "usage: __fish_complete_list SEPARATOR FUNCTION [PREFIX [ITEM_PREFIX]]" >&2
        return 2
    end
    set -l word (commandline -ct)
    # what was typed up to the last separator stays
    set -l done (string match -r -- '^.*'(string escape --style=regex -- $sep) $word)
    if set -q done[1]
        # an item prefix typed after the separator is part of the item
        printf '%s\n' "$done$iprefix"(eval $cmd)
    else
        printf '%s\n' "$prefix$iprefix"(eval $cmd)
    end
end
