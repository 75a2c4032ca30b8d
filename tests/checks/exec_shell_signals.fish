# RUN: %minnow %s; echo "exit $?"
# Signals to the shell itself: --on-signal handlers run, and SIGINT cancels a
# running loop and the rest of the script (exit 130).
function onusr --on-signal USR1
    echo got $argv
end
kill -USR1 $fish_pid
echo after
set -l i 0
while true
    set i (expr $i + 1)
    if test $i -eq 3
        kill -INT $fish_pid
    end
end
echo never
# CHECK: got SIGUSR1
# CHECK: after
# CHECK: exit 130
