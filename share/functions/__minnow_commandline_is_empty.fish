# __minnow_commandline_is_empty: whether the command line holds nothing at
# all (not even blank lines), for the bindings that act differently then.
function __minnow_commandline_is_empty
    test "$(commandline; printf .)" = \n.
end
