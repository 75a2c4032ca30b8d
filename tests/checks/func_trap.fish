# RUN: %minnow %s; echo "exit $?"
# trap makes --on-signal handlers (and EXIT a fish_exit one); a trapped
# SIGINT does not stop the script, handlers run one at a time, and a signal
# that came before its handler existed is not delivered to it.
trap -p
trap 'echo usr1 came' usr1
trap 'echo bye' EXIT
trap -p
# CHECK: # Defined via `source`
# CHECK: function __trap_handler_EXIT --on-event fish_exit
# CHECK:  echo bye; {{}}
# CHECK: end
# CHECK:
# CHECK: # Defined via `source`
# CHECK: function __trap_handler_USR1 --on-signal SIGUSR1
# CHECK:  echo usr1 came; {{}}
# CHECK: end
# CHECK:
kill -USR1 $fish_pid
sleep 0.1
# CHECK: usr1 came
trap - SIGUSR1
trap -p | count
# CHECK: 5
trap 'echo never' NOSUCHSIG
echo status $status
# CHECKERR: {{.*}}function: Unknown signal 'NOSUCHSIG'
# CHECKERR: {{.*}}
# CHECKERR: {{.*}}
# CHECKERR: {{.*}}
# CHECKERR: {{.*}}
# CHECKERR: {{.*}}
# CHECKERR: {{.*}}
# CHECK: status 1

# A signal from before its handler is not news to it.
function early --on-signal USR2
end
functions --erase early
kill -USR2 $fish_pid
function late --on-signal USR2
    echo late ran
end
echo defined late
# CHECK: defined late

# A trapped SIGINT runs its handler and the script goes on, also when a
# child dies of SIGINT; a SIGINT that comes while the handler runs is
# handled after it.
set -g n 0
function on_int --on-signal INT
    set -g n (math $n + 1)
    echo start $n
    test $n -lt 3; and kill -INT $fish_pid
    sleep 0.05
    echo end $n
end
kill -INT $fish_pid
# CHECK: start 1
# CHECK: end 1
# CHECK: start 2
# CHECK: end 2
# CHECK: start 3
# CHECK: end 3
sh -c 'kill -INT $$'
echo still here $status
# CHECK: still here 130
functions --erase on_int

# A background job in the shell's group starts with SIGINT and SIGQUIT
# blocked, so a ctrl-c at the terminal does not end it.
command grep SigBlk /proc/self/status &
wait
# CHECK: SigBlk:	0000000000000006
command grep SigBlk /proc/self/status
# CHECK: SigBlk:	0000000000000000
# CHECK: bye
# CHECK: exit 0
