# RUN: %minnow %s
# jobs with PID and %JOB arguments and its option combinations, wait's and
# disown's errors. fish 4 prints no trailer under wait's unknown option; its
# builtins other than jobs take pids only (functions fg, bg, wait and kill
# turn %JOB into the job's pids first; disown has none, as in fish).
command sleep 5 &
set -l p1 $last_pid
command sleep 5 | command cat &
set -l p2 (jobs -p %2)
jobs -c
jobs -p | count
jobs -l -c
jobs -lq; echo $status
jobs $p1 | string replace -r '\t(-|\d+)\t' '\tPGID\t'
jobs %1 | string replace -r '\t(-|\d+)\t' '\tPGID\t'
jobs -c %2; echo $status
jobs -p %1 | string replace $p1 PID1
jobs -g %1 | string match -qr '^(-|\d+)$'; echo group $status
test (count $p2) -eq 2; and echo two pids
jobs -q %3; echo $status
jobs %3; echo $status
jobs %x; echo $status
jobs %-1; echo $status
jobs x; echo $status
jobs 999999; echo $status
jobs -q 999999; echo $status
jobs --quiet; echo $status
jobs %1 %3 | count; echo $status
wait x; echo $status
wait 999999; echo $status
wait 0; echo $status
wait -- -5; echo $status
wait --bogus; echo $status
disown x; echo $status
disown 999999; echo $status
disown x %1; echo $status
disown -- -3; echo $status
disown %9; echo $status
disown --bogus; echo $status
disown $p2[1]; echo $status
jobs -c
kill $p2
disown $p1; echo $status
jobs; echo $status
jobs -q; echo $status
disown; echo $status
kill $p1
command sleep 0.1 &
command sleep 0.2 &
wait sleep; echo $status
jobs -q; echo $status
# CHECK: Command
# CHECK: sleep
# CHECK: cat
# CHECK: sleep
# CHECK: 3
# CHECK: Command
# CHECK: sleep
# CHECK: cat
# CHECK: 0
# CHECK: 1	PGID	0%	running	command sleep 5 &
# CHECK: 1	PGID	0%	running	command sleep 5 &
# CHECK: sleep
# CHECK: cat
# CHECK: 0
# CHECK: PID1
# CHECK: group 0
# CHECK: two pids
# CHECK: 1
# CHECK: 1
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 1
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 0
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 0
# CHECK: Command
# CHECK: sleep
# CHECK: 0
# CHECK: jobs: There are no jobs
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECKERR: jobs: No suitable job: %3
# CHECKERR: jobs: '%x' is not a valid job ID
# CHECKERR: jobs: '%-1' is not a valid job ID
# CHECKERR: jobs: 'x' is not a valid process ID
# CHECKERR: jobs: No suitable job: 999999
# CHECKERR: jobs: No suitable job: %3
# CHECKERR: wait: Could not find child processes with the name 'x'
# CHECKERR: wait: Could not find a job with process ID '999999'
# CHECKERR: wait: '0' is not a valid process ID
# CHECKERR: wait: Could not find child processes with the name '-5'
# CHECKERR: wait: --bogus: unknown option
# CHECKERR: disown: 'x' is not a valid process ID
# CHECKERR: disown: Could not find job '999999'
# CHECKERR: disown: 'x' is not a valid process ID
# CHECKERR: disown: '%1' is not a valid process ID
# CHECKERR: disown: '-3' is not a valid process ID
# CHECKERR: disown: '%9' is not a valid process ID
# CHECKERR: disown: --bogus: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_jobs_args.fish (line 39):{{ }}
# CHECKERR: disown --bogus; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help disown' for related documentation)
# CHECKERR: disown: There are no suitable jobs
