# RUN: %minnow %s
# dirh: $dirprev above the current directory, $dirnext below, numbered by
# the prevd or nextd steps that lead there.
function set_color # a colour per argument, to see where they go
    echo -n "<$argv>"
end
set -g fish_color_history_current bold
set -g PWD_SHOWN
set -g dirprev /p1 /p2 /p3
set -g dirnext /n1 /n2
builtin cd /
dirh
# CHECK:  3) /p1
# CHECK:  2) /p2
# CHECK:  1) /p3
# CHECK: <bold>    /<normal>
# CHECK:  1) /n2
# CHECK:  2) /n1
# CHECK:
set -e dirprev dirnext
dirh
# CHECK: <bold>    /<normal>
# CHECK:
dirh x
echo status $status
# CHECKERR: dirh: expected <= 0 arguments; got 1
# CHECK: status 1
