# RUN: %minnow %s
# A redirection to an fd that an earlier redirection of the same command (or
# of the block around it) opened goes where that one points.
set -l tmp (mktemp -d)
echo hi >$tmp/in
cat 3<$tmp/in 0<&3
# CHECK: hi
command echo external 3>$tmp/out 1>&3
cat $tmp/out
# CHECK: external
echo builtin 3>$tmp/out2 1>&3
cat $tmp/out2
# CHECK: builtin
begin
    cat <&3
end 3<$tmp/in
# CHECK: hi
# a block's fds stay, and a command inside adds its own
begin
    command echo both 4>$tmp/out3 1>&4
    cat <&3
end 3<$tmp/in
cat $tmp/out3
# CHECK: hi
# CHECK: both
command rm -r $tmp
