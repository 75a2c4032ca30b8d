# RUN: %minnow %s
# ulimit: reading and setting limits (only lowering them, so the test runs
# the same for root and others), units, -S/-H, the special values, the -a
# table and the errors.

# The -a table: descriptions padded to one column, the unit and flag, the
# value; -H shows the hard limits.
ulimit -a | count
ulimit -a
ulimit -aH | head -n 1
ulimit -a 5 | count
# CHECK: 15
# CHECK: Maximum size of core files created                              (kB, -c) {{\d+|unlimited}}
# CHECK: Maximum size of a process’s data segment                        (kB, -d) {{\d+|unlimited}}
# CHECK: Control of maximum nice priority                                    (-e) {{\d+|unlimited}}
# CHECK: Maximum size of files created by the shell                      (kB, -f) {{\d+|unlimited}}
# CHECK: Maximum number of pending signals                                   (-i) {{\d+|unlimited}}
# CHECK: Maximum size that may be locked into memory                     (kB, -l) {{\d+|unlimited}}
# CHECK: Maximum resident set size                                       (kB, -m) {{\d+|unlimited}}
# CHECK: Maximum number of open file descriptors                             (-n) {{\d+|unlimited}}
# CHECK: Maximum bytes in POSIX message queues                           (kB, -q) {{\d+|unlimited}}
# CHECK: Maximum realtime scheduling priority                                (-r) {{\d+|unlimited}}
# CHECK: Maximum stack size                                              (kB, -s) {{\d+|unlimited}}
# CHECK: Maximum amount of CPU time in seconds                      (seconds, -t) {{\d+|unlimited}}
# CHECK: Maximum number of processes available to current user               (-u) {{\d+|unlimited}}
# CHECK: Maximum amount of virtual memory available to each process      (kB, -v) {{\d+|unlimited}}
# CHECK: Maximum contiguous realtime CPU time                                (-y) {{\d+|unlimited}}
# CHECK: Maximum size of core files created                              (kB, -c) {{\d+|unlimited}}
# CHECK: 15

# Setting both limits, then each; the soft one cannot pass the hard one.
ulimit -n 100
ulimit -n; ulimit -Hn; ulimit -Sn
ulimit -Sn 60
ulimit -n; ulimit -Hn
ulimit -Hn 80
ulimit -Sn; ulimit -Hn
ulimit -Hn 50
echo $status
ulimit -Sn 90
echo $status
# CHECK: 100
# CHECK: 100
# CHECK: 100
# CHECK: 60
# CHECK: 100
# CHECK: 60
# CHECK: 80
# CHECK: 1
# CHECK: 0
# CHECKERR: ulimit: Invalid argument

# hard and soft name the current limits, in any case; unlimited too. Sizes
# are in KiB, -t in seconds, -n and -u plain counts.
ulimit -Sn hard; ulimit -Sn
ulimit -Sn 10; ulimit -Sn SOFT; ulimit -Sn
ulimit -Hn soft; ulimit -Hn; ulimit -Sn
ulimit -c 8; ulimit -c; ulimit --core-size -H
ulimit -Sc Unlimited; ulimit -Sc
ulimit -t 100; ulimit -t
ulimit -f unlimited; ulimit
# CHECK: 80
# CHECK: 80
# CHECK: 80
# CHECK: 80
# CHECK: 8
# CHECK: 8
# CHECK: 8
# CHECK: 100
# CHECK: unlimited

# Options may follow the limit; `--` ends them (a negative limit needs it);
# long names abbreviate.
ulimit 4 -c; ulimit -c
ulimit --cor -- 2; ulimit --core
ulimit -c -- 1 -t
echo $status
# CHECK: 4
# CHECK: 2
# CHECK: 2
# CHECKERR: ulimit: too many arguments
# CHECKERR: {{^$}}
# CHECKERR: builtin_ulimit.fish (line 76):{{ }}
# CHECKERR: ulimit -c -- 1 -t
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help ulimit' for related documentation)

# Errors.
ulimit -n 99999999
echo $status
ulimit -n abc
echo $status
ulimit -n ''
ulimit -c 99999999999999999999
ulimit -b
echo $status
ulimit -x
echo $status
# CHECK: 1
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: ulimit: Permission denied when changing resource of type 'Maximum number of open file descriptors'
# CHECKERR: ulimit: Invalid limit 'abc'
# CHECKERR: {{^$}}
# CHECKERR: builtin_ulimit.fish (line 92):{{ }}
# CHECKERR: ulimit -n abc
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help ulimit' for related documentation)
# CHECKERR: ulimit: New limit cannot be an empty string
# CHECKERR: {{^$}}
# CHECKERR: builtin_ulimit.fish (line 94):{{ }}
# CHECKERR: ulimit -n ''
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help ulimit' for related documentation)
# CHECKERR: ulimit: Invalid limit '99999999999999999999'
# CHECKERR: {{^$}}
# CHECKERR: builtin_ulimit.fish (line 95):{{ }}
# CHECKERR: ulimit -c 99999999999999999999
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help ulimit' for related documentation)
# CHECKERR: ulimit: Resource limit not available on this operating system
# CHECKERR: {{^$}}
# CHECKERR: builtin_ulimit.fish (line 96):{{ }}
# CHECKERR: ulimit -b
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help ulimit' for related documentation)
# CHECKERR: ulimit: -x: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_ulimit.fish (line 98):{{ }}
# CHECKERR: ulimit -x
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help ulimit' for related documentation)
# REQUIRES: test -z "$MINNOW_WRAP"
# (valgrind reserves descriptors and reports its own -n limits)
