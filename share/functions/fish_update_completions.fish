# fish_update_completions: completion files made from the installed manual
# pages (see doc/cmds/fish_update_completions.md). The builtin
# __minnow_update_completions does the work, in C.
function fish_update_completions --description 'Update man-page based completions'
    __minnow_update_completions $argv
end
