# RUN: %minnow %s
# --on-process-exit and --on-job-exit handlers run after the process or job
# ends, with fish's arguments; %self and $fish_pid name the shell's own exit.
sleep 0.2 &
set -g p $last_pid
function onproc --on-process-exit $p
    echo proc $argv[1] (command test $argv[2] = $p; and echo pid-ok) $argv[3]
end
function onjob --on-job-exit $p
    echo job $argv[1] (command test $argv[2] = $p; and echo pid-ok) $argv[3]
end
sleep 0.4
echo after sleep
# CHECK: proc PROCESS_EXIT pid-ok 0
# CHECK: job JOB_EXIT pid-ok 0
# CHECK: after sleep
sh -c 'exit 4' &
set -g q $last_pid
function onq --on-process-exit $q
    echo q $argv[1] $argv[3]
end
wait
echo waited
# CHECK: q PROCESS_EXIT 4
# CHECK: waited
function onjobcaller --on-job-exit caller; echo never; end
# CHECKERR: exec_exit_events.fish (line 26): function: calling job for event handler not found
# CHECKERR: function onjobcaller --on-job-exit caller; echo never; end
# CHECKERR: ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~^
# inside a substitution, caller names the job the substitution expands for;
# the handler runs once, when that job ends (psub cleans up so)
function mk
    function cleanup --on-job-exit caller
        echo cleanup $argv[1]
        functions -e cleanup
    end
    echo made
end
echo (mk) and more
echo after
# CHECK: made and more
# CHECK: cleanup JOB_EXIT
# CHECK: after
function atexit --on-process-exit %self
    echo at exit $argv[1] $argv[3]
end
function fexit --on-event fish_exit
    echo fish_exit $argv
end
exit 3
# CHECK: at exit PROCESS_EXIT 3
# CHECK: fish_exit 3
