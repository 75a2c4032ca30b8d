# RUN: %minnow -n %s; echo "status $?"
# A function body is a boundary: the enclosing while does not count.
# CHECK: status 127
# CHECKERR: break_in_function_not_loop.fish (line 11): 'break' while not inside of loop
# CHECKERR:         break
# CHECKERR:         ^~~~^
# CHECKERR: warning: Error while reading file break_in_function_not_loop.fish
# CHECKERR:
while true
    function stop_now
        break
    end
end
