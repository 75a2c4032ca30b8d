# RUN: %minnow %s; echo "exit $?"
# A child killed by a signal gives 128+signal; a background job sets
# $last_pid; a child interrupted by SIGINT abandons the rest of the script,
# which exits with 130, as fish does.
sh -c 'kill -TERM $$'; echo status $status
sh -c 'kill -SEGV $$'; echo status $status
sleep 0.1 &
test -n "$last_pid"; and echo last_pid set
function f
    sh -c 'kill -INT $$'
    echo not-reached-in-f
end
f
echo not-reached
# CHECK: status 143
# CHECK: status 139
# CHECK: last_pid set
# CHECK: exit 130
