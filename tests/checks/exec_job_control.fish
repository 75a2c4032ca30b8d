# RUN: %minnow %s
# Job control in a script: `status job-control full` gives each job whose
# first process is external a process group of its own, as fish does; the
# jobs a function or block in its pipeline runs join that group; fg, bg,
# wait and disown take pids (and %N through their functions).
set -g pg 'read -r a b c d e rest </proc/$$/stat; echo $e'
set -l me (string split ' ' </proc/$fish_pid/stat)[5]
sh -c $pg | read -l x
test $x = $me; and echo script jobs share the shell group
# CHECK: script jobs share the shell group
status job-control full
sh -c $pg | read -l a
sh -c $pg | read -l b
test $a != $b -a $a != $me; and echo each job has its own group
# CHECK: each job has its own group
function inner
    read -l first
    sh -c $pg | read -l second
    test $first = $second; and echo a function in the pipeline joins its group
    test $first = (sh -c $pg); and echo so does a substitution there
end
sh -c $pg | inner
# CHECK: a function in the pipeline joins its group
# CHECK: so does a substitution there
function nothing
end
nothing | sh -c $pg | read -l y
test $y = $me; and echo a job led by a function stays in the shell group
# CHECK: a job led by a function stays in the shell group
set -l tmp (mktemp -d)
sh -c $pg >$tmp/bg1 | begin
    sh -c $pg >$tmp/bg2 &
    wait
end &
wait
test (cat $tmp/bg1) != (cat $tmp/bg2); and echo a background job inside one gets its own
# CHECK: a background job inside one gets its own
command rm -r $tmp

# A stopped background job: bg continues it, disown continues it too.
function wait_stopped
    for i in (seq 500)
        jobs | string match -q '*stopped*'; and return
        sleep 0.01
    end
end
sleep 5 &
set -l p $last_pid
test (jobs -g) = $p; and echo the job leads its group
# CHECK: the job leads its group
kill -STOP $p
wait_stopped
jobs | string replace -r '^(\d+)\t\d+\t\d+%\t(\w+)\t' '$1 $2 '
# CHECK: 1 stopped sleep 5 &
bg $p
# CHECKERR: Send job 1 'sleep 5 &' to background
jobs | string replace -r '^(\d+)\t\d+\t\d+%\t(\w+)\t' '$1 $2 '
# CHECK: 1 running sleep 5 &
kill -STOP $p
wait_stopped
disown $p
# CHECKERR: disown: job 1 ('sleep 5 &') was stopped and has been signalled to continue.
echo disowned $status
# CHECK: disowned 0
jobs
# CHECK: jobs: There are no jobs
kill $p
sleep 0.3 &
fg %1
# CHECKERR: Send job 1 (sleep 0.3 &) to foreground
echo fg $status
# CHECK: fg 0

# Without job control, jobs can't move.
status job-control interactive
sleep 0.2 &
set -l q $last_pid
bg $q
# CHECKERR: bg: Can't put job 1, 'sleep 0.2 &' to background because it is not under job control
fg $q
# CHECKERR: fg: Can't put job {{\d+}}, 'sleep 0.2 &' to foreground because it is not under job control
wait $q; echo wait $status
# CHECK: wait 0

# Ids: one more than the highest in use.
sleep 1 &
set -l k1 $last_pid
sleep 1 &
set -l k2 $last_pid
kill $k1
wait $k1
sleep 1 &
jobs -c | count
# CHECK: 2
jobs | string match -r '^\d+' | string join ' '
# CHECK: 3 2
kill $k2 $last_pid

# A background process that ended is still known to wait, once, and to
# exit handlers defined afterwards.
command true &
set -l t $last_pid
sleep 0.1
function late --on-process-exit $t
    echo late handler $argv[1] $argv[3]
end
# CHECK: late handler PROCESS_EXIT 0
wait $t; echo waited $status
# CHECK: waited 0
wait $t; echo again $status
# CHECKERR: wait: Could not find a job with process ID '{{\d+}}'
# CHECK: again 2

# fish's errors for bad pids and job ids.
bg 0
# CHECKERR: bg: '0' is not a valid process ID
builtin fg -- -1 2>&1 | head -n1
# CHECK: fg: '-1' is not a valid process ID
disown foo
# CHECKERR: disown: 'foo' is not a valid process ID
wait 4294967296
# CHECKERR: wait: '4294967296' is not a valid process ID
wait -- -1
# CHECKERR: wait: Could not find child processes with the name '-1'
jobs foo
# CHECKERR: jobs: 'foo' is not a valid process ID
jobs %abc
# CHECKERR: jobs: '%abc' is not a valid job ID
fg 999999
# CHECKERR: fg: No suitable job: 999999
bg 999999
# CHECKERR: bg: Could not find job '999999'
disown 999999
# CHECKERR: disown: Could not find job '999999'
kill %9
# CHECKERR: jobs: No suitable job: %9

# A process that a pipeline's function disowns while the pipeline runs.
function disowner
    read -l pid
    disown $pid; and echo disowned the running job
end
sh -c 'echo $$; sleep 0.2' | disowner
# CHECK: disowned the running job

# A background job in a substitution doesn't hold it up; what it wrote
# before the substitution ended is in its output (after the rest).
set -l start (date +%s)
set -l out (sh -c 'echo early; exec sleep 10' &; set -g sleeper $last_pid; sleep 0.2; echo local)
string join , $out
# CHECK: local,early
test (math (date +%s) - $start) -lt 5; and echo did not wait
# CHECK: did not wait
kill $sleeper
