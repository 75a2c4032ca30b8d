# __minnow_dirhist_or WALK FUNCTION: on an empty command line (not even
# blank lines), WALK (prevd or nextd) through the directory history and
# repaint; otherwise the input function FUNCTION. The Alt-arrow bindings.
function __minnow_dirhist_or --argument-names walk fn
    if test "$(commandline; printf .)" = \n.
        $walk
        commandline -f repaint
    else
        commandline -f $fn
    end
end
