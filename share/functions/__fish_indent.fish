# __fish_indent ARG...: the shell's formatter (minnow_indent, which takes
# fish_indent's options), from beside the running shell when it is there.
function __fish_indent --wraps fish_indent
    set -l here (path dirname -- (status fish-path))
    if test -x $here/minnow_indent
        $here/minnow_indent $argv
    else if command -q minnow_indent
        command minnow_indent $argv
    else
        fish_indent $argv
    end
end
