# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 0
# Legal placements of break/continue/return/exit and other odds and ends
# (empty blocks, stray semicolons, test brackets, leading separators).

while true
    break
end
for i in 1 2
    if test $i = 1
        continue
    end
    switch $i
        case 2
            break
    end
    begin
        continue
    end
end
function f
    for i in 1
        break
    end
    return
end
function g
    while true
        function inner_with_own_loop
            while true
                break
            end
        end
        break
    end
    return 1
end
return
exit 0
break --help
continue --help
; echo leading semicolon
echo trailing semicolon;
if true; end
if true; else; end
if true; else if true; else; end
while false; end
for x in; end
switch x; end
function empty; end
begin; end
[ -n "$HOME" ]
[ 1 -eq 1 ] && echo ok
test -z "" || echo never
echo $status $pipestatus[1]
set -l st $status
count $argv >/dev/null; or echo none
true &
wait
