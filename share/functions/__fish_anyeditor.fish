# __fish_anyeditor: prints the editor command to run ($VISUAL, else
# $EDITOR, split into words), one word a line; fails with a message when
# neither is set.
function __fish_anyeditor --description 'Print a editor to use, or an error message'
    set -l editor
    if set -q VISUAL[1]; and test -n "$VISUAL"
        echo $VISUAL | read -at editor
    else if set -q EDITOR[1]; and test -n "$EDITOR"
        echo $EDITOR | read -at editor
    else
        echo >&2
        echo 'External editor requested but $VISUAL or $EDITOR not set.' >&2
        echo 'Please set VISUAL or EDITOR to your preferred editor.' >&2
        return 1
    end
    printf '%s\n' $editor
end
