# RUN: %minnow %s
# fish 4's builtins `!`, `:`, `_` and `breakpoint`, and `builtin -n` listing
# exactly fish's names.
builtin -n | string join ' '
# CHECK: ! . : [ _ abbr and argparse begin bg bind block break breakpoint builtin case cd command commandline complete contains continue count disown echo else emit end eval exec exit false fg fish_indent fish_key_reader for function functions history if jobs math not or path printf pwd random read realpath return set set_color source status string switch test time true type ulimit wait while
: anything -h --help
echo ": $status"
# CHECK: : 0
type -t : _ breakpoint !
# CHECK: builtin
# CHECK: builtin
# CHECK: builtin
# CHECK: builtin
# `_` writes its strings as they are, with nothing between or after them.
_ one two; echo
# CHECK: onetwo
echo (_ "a message")
# CHECK: a message
# breakpoint does nothing and fails outside an interactive session.
breakpoint
echo "breakpoint: $status"
# CHECK: breakpoint: 1
breakpoint extra
# CHECKERR: breakpoint: expected 0 arguments; got 1
echo "breakpoint extra: $status"
# CHECK: breakpoint extra: 2
# `!` is not's other spelling: -h shows not's page.
! -h | head -n 1
# CHECK: not - negate the exit status of a command
# type and builtin -q say builtin only for a builtin that runs.
builtin -q echo; and echo echo runs
# CHECK: echo runs
builtin -q __minnow_print_help; or echo helpers are not fish builtins
# CHECK: helpers are not fish builtins
# `builtin` with neither -n nor -q shows its page and fails.
builtin -- -q | head -n 1
echo $pipestatus
# CHECK: builtin - run a builtin command
# CHECK: 2 0
# SIGTRAP is handled by breakpoint, as in fish.
functions --handlers-type signal | string match -e TRAP
# CHECK: SIGTRAP fish_sigtrap_handler
