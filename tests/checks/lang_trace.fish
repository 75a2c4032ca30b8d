# RUN: %minnow %s
# fish_trace: every command and block on stderr as it runs, a dash per block
# level around it, arguments escaped.
echo untraced
# CHECK: untraced
function f
    echo in f
end
set fish_trace 1
for i in 1 'a b'
    f
end
# CHECK: in f
# CHECK: in f
# CHECKERR: > for 1 'a b'
# CHECKERR: -> f
# CHECKERR: ---> echo in f
# CHECKERR: -> f
# CHECKERR: ---> echo in f
# CHECKERR: > end for
while true && true
    break
end
# CHECKERR: > while
# CHECKERR: > true
# CHECKERR: > true
# CHECKERR: -> break
# CHECKERR: > end while
if false
else if true
    echo yes
else
end
# CHECK: yes
# CHECKERR: > if
# CHECKERR: > false
# CHECKERR: > else if
# CHECKERR: > true
# CHECKERR: -> echo yes
# CHECKERR: > end if
switch x
    case x
        true
end
# CHECKERR: > switch x
# CHECKERR: -> true
# CHECKERR: > end switch
begin
    true
end | cat
# CHECKERR: >
# CHECKERR: > cat
# CHECKERR: -> begin
# CHECKERR: --> true
# CHECKERR: -> end begin
not not true
# CHECKERR: > true
# Event handlers are not traced unless fish_trace is "all".
function handler --on-event ping
    true
end
# CHECKERR: > function handler --on-event ping
emit ping
# CHECKERR: > emit ping
begin
    set -l fish_trace
    echo quiet
end
# CHECK: quiet
# CHECKERR: > begin
# CHECKERR: -> set -l fish_trace
# CHECKERR: > end begin
set -e fish_trace
# CHECKERR: > set -e fish_trace
echo untraced
# CHECK: untraced
