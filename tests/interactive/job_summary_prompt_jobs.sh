#!/usr/bin/env bash
# tests/interactive/job_summary_prompt_jobs.sh - a background job's end is
# reported once, even when the prompt the report redraws runs `jobs` (as
# tide's does): the job is gone before fish_job_summary runs, so the prompt
# __fish_echo measures does not report it again, and again. A job started
# in a function, a block or an event handler has its end untold, as fish.
. "$(dirname "$0")/lib.sh"

pin_prompt <<'CONF'
function fish_prompt; jobs -q; printf 'P> '; end
CONF
start "$minnow"
wait_for "P>"
keys -l 'sleep 0.3 &'; keys Enter
wait_for "has ended"
keys -l 'echo done'; keys Enter
wait_for "done"
[[ $(screen | grep -c "has ended") == 1 ]] || fail "the end reported $(screen | grep -c 'has ended') times"
lacks "in function"
keys -l 'function f; sleep 0.2 &; end; f; begin; sleep 0.2 &; end'; keys Enter
keys -l 'function g --on-event ev; sleep 0.2 &; end; emit ev; sleep 0.6'; keys Enter
keys -l 'echo sec""ond'; keys Enter
wait_for "second"
[[ $(screen | grep -c "has ended") == 1 ]] || fail "a job of a function or block was reported"
echo "ok job_summary_prompt_jobs"
