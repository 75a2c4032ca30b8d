#!/usr/bin/env bash
# tests/interactive/job_control.sh - job control at a terminal: ^Z stops the
# foreground job and the prompt comes back; jobs lists it stopped in a group
# of its own; bg continues it; fg hands it the terminal again (cat reads what
# is typed); ^C ends a foreground job and cancels the loop around it; a
# background job that ends is reported before the next prompt.
. "$(dirname "$0")/lib.sh"

start "env USER=tester $minnow -N; echo exited \$?; sleep 5"
wait_for "tester@"
keys 'status is-interactive-job-control; and echo jc-on' Enter
wait_for "jc-on"

# ^Z, jobs, bg, jobs, fg, ^C
keys 'sleep 100' Enter
running sleep
keys C-z
wait_for "Job 1, 'sleep 100' has stopped"
keys 'jobs' Enter
wait_for "stopped sleep 100"
keys 'jobs -g | read g; test "$g" -ne $fish_pid -a "$g" -gt 0; and echo own-group' Enter
wait_for "own-group"
keys 'bg' Enter
wait_for "Send job 1 'sleep 100' to background"
keys 'jobs' Enter
wait_for "running sleep 100"
keys 'fg' Enter
wait_for "Send job 1 (sleep 100) to foreground"
running sleep
keys C-c
keys 'jobs' Enter
wait_for "jobs: There are no jobs"

# The terminal goes to the job: cat reads what is typed, before and after fg.
keys 'cat' Enter
keys 'first-line' Enter
for _ in $(seq 100); do [ "$(screen | grep -c first-line)" -ge 2 ] && break; sleep 0.05; done
keys C-z
wait_for "Job 1, 'cat' has stopped"
keys 'fg %1' Enter
wait_for "Send job 1 (cat) to foreground"
keys 'second-line' Enter
keys C-d
keys 'echo back-$status' Enter
wait_for "back-0"
test "$(screen | grep -c second-line)" -ge 2 || fail "cat did not echo after fg"

# Modes a command sets stay for the next commands of the line (the editor
# puts its own back before the next line), as in fish.
keys 'stty -icanon min 1; sleep 0.1; echo ready-for-keys; head -c 3 | od -An -c; stty icanon' Enter
wait_for "ready-for-keys"
keys 'x' C-a 'y'
wait_for "x 001   y"
keys 'echo modes-ok' Enter
wait_for "modes-ok"

# ^C cancels the loop, not just the command.
keys 'for i in 1 2 3; sleep 10; echo after-$i; end' Enter
running sleep
keys C-c
keys 'echo loop-done' Enter
wait_for "loop-done"
lacks "after-1"

# A foreground job a signal killed is reported before the next prompt (not
# one that ctrl-c ended, nor one a block runs).
keys "sh -c 'kill -TERM \$\$;:'; echo after-term" Enter
wait_for "'sh -c 'kill -TERM \$\$;:'' terminated by signal SIGTERM"
screen | grep -A1 after-term | grep -q "Job [0-9]*, 'sh -c 'kill -TERM" || fail "the report did not follow the command line's output"
keys "begin; sh -c 'kill -TERM \$\$;:;'; end; echo after-block" Enter
wait_for "after-block"
keys 'echo next' Enter
wait_for "next"
lacks "kill -TERM \$\$;:;'' terminated"

# A background job that ends is reported at the next prompt.
keys 'sleep 0.2 &' Enter
keys 'sleep 0.5' Enter
wait_for "Job 1, 'sleep 0.2 &' has ended"
keys 'sleep 100 &' Enter
keys 'kill $last_pid' Enter
keys 'sleep 0.3' Enter
wait_for "terminated by signal SIGTERM"  # (the line may wrap after it)

# wait reports each job as it ends, in the order they end.
keys 'sleep 0.6 &; sleep 0.1 &; sleep 0.3 &; wait %1 %3' Enter
wait_for "Job 1, 'sleep 0.6 &' has ended"
order=$(screen | grep -o "Job [0-9], 'sleep 0\.[0-9] &' has ended" | tail -n 3 | cut -c5 | tr -d '\n')
[ "$order" = 231 ] || fail "wait reported the jobs in the order $order"

# A background job started in a function, a block or a sourced file ends
# without a report (fisher waits for its own); a crash is still reported.
keys 'function bgf; sleep 0.15 &; end; bgf; if true; sleep 0.15 &; end' Enter
keys "set f (mktemp); echo 'sleep 0.15 &' >\$f; source \$f; rm \$f" Enter
keys 'sleep 0.4; echo quiet-(echo done)' Enter
wait_for quiet-done
keys 'echo next-(echo prompt)' Enter
wait_for next-prompt
lacks "'sleep 0.15 &' has ended"
keys "begin; sh -c 'kill -SEGV \$\$' &; end; sleep 0.3" Enter
wait_for "terminated by signal SIGSEGV"

# Leaving with jobs: the first exit lists them, a second one in a row leaves
# and hangs them up.
keys 'sleep 100 &' Enter
keys 'echo "pid=$last_pid="' Enter
wait_for "pid="
pid=$(screen | sed -n 's/^pid=\([0-9]*\)=$/\1/p' | tail -n 1)
keys 'exit 3' Enter
wait_for "There are still jobs active:"
wait_for "A second attempt to exit will terminate them."
keys 'exit 3' Enter
wait_for "exited 3"
for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.05; done
kill -0 "$pid" 2>/dev/null && fail "job $pid survived the shell"
echo "ok job_control"
