#!/usr/bin/env bash
# tests/interactive/script_job_control.sh - a script under `status
# job-control full` run from a terminal: each job gets its own process group
# and the terminal while it runs (cat reads what is typed), then the script
# takes the terminal back (read reads the next line); ctrl-c ends the job and
# the script, as in fish.
. "$(dirname "$0")/lib.sh"

dir=$(mktemp -d)
trap 'rm -rf "$dir"; cleanup' EXIT
cat >"$dir/s.fish" <<'FISH'
status job-control full
echo start
sh -c 'echo pgrp=$(ps -o pgid= $$) shell=$(ps -o pgid= $PPID)'
cat
echo cat-done $status
read -P 'read> ' x
echo got $x
sleep 30
echo not reached
FISH
start "$minnow $dir/s.fish; echo exited \$?; sleep 5"
wait_for "shell="
line=$(screen | grep -o 'pgrp=.*')
set -- $(echo "$line" | tr '=' ' ')
[ "$2" != "$4" ] || fail "the job stayed in the script's group: $line"
keys 'typed' Enter
for _ in $(seq 100); do [ "$(screen | grep -c '^typed$')" -ge 2 ] && break; sleep 0.05; done
[ "$(screen | grep -c '^typed$')" -ge 2 ] || fail "cat did not read the terminal"
keys C-d
wait_for "cat-done 0"
wait_for "read>"
keys 'world' Enter
wait_for "got world"
keys C-c
wait_for "exited 130"
lacks "not reached"
echo "ok script_job_control"
