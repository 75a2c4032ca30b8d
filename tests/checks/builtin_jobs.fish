# RUN: %minnow %s
# Background jobs: jobs lists them, wait waits (all, one with -n, or by pid),
# disown forgets one; errors for unknown jobs.
sleep 0.2 &
set -l p $last_pid
jobs -q; echo query $status
jobs -c
jobs | sed 's/\t/|/g'
wait $p; echo waited $status
jobs -q; echo query-after $status
jobs
sh -c 'exit 3' &
wait; echo wait-all $status
sleep 5 &
disown; echo disown $status
jobs -q; echo after-disown $status
wait 999999; echo bad $status
# CHECK: query 0
# CHECK: Command
# CHECK: sleep
# CHECK: 1|-|0%|running|sleep 0.2 &
# CHECK: waited 0
# CHECK: query-after 1
# CHECK: jobs: There are no jobs
# CHECK: wait-all {{[03]}}
# CHECK: disown 0
# CHECK: after-disown 1
# CHECK: bad 2
# CHECKERR: wait: Could not find a job with process ID '999999'
