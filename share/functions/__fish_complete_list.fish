# __fish_complete_list SEPARATOR FUNCTION [PREFIX [ITEM_PREFIX]]
#
# Completes a list of items joined by SEPARATOR (like `a,b,c`): FUNCTION (a
# command line, run with eval) prints the items, with descriptions if it
# likes, and each is offered after the items already typed. PREFIX goes
# before the first item (as in -oPREFIX) and ITEM_PREFIX before every item.
# $__fish_stripprefix, when set, is a regex for what comes before the list
# in the word being completed.
function __fish_complete_list --argument-names sep cmd prefix iprefix
    if test -z "$sep" -o -z "$cmd"
        echo "usage: __fish_complete_list SEPARATOR FUNCTION [PREFIX [ITEM_PREFIX]]" >&2
        return 2
    end
    set -l word (commandline -ct)
    # $__fish_stripprefix: a regex for what precedes the list in the word (an
    # option: --opt= or -xo), which the engine puts back itself
    set -q __fish_stripprefix[1]
    and set word (string replace -r -- "$__fish_stripprefix" '' $word)
    # what was typed up to the last separator stays
    set -l done (string match -r -- '^.*'(string escape --style=regex -- $sep) $word)
    if set -q done[1]
        # an item prefix typed after the separator is part of the item
        printf '%s\n' "$done$iprefix"(eval $cmd)
    else
        printf '%s\n' "$prefix$iprefix"(eval $cmd)
    end
end
