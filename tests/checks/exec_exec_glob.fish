# RUN: %minnow %s; echo "exit $?"
# A wildcard that matches nothing: nothing for set and count, an error with
# status 124 for other commands. exec replaces the shell (nothing after it runs).
cd (mktemp -d)
set -l x a*nomatch
echo "[$x]"
count a*nomatch
echo status $status
echo a*nomatch
echo status $status
exec sh -c 'echo from-exec; exit 7'
echo never
# CHECK: []
# CHECK: 0
# CHECK: status 1
# CHECK: status 124
# CHECK: from-exec
# CHECK: exit 7
# CHECKERR: exec_exec_glob.fish (line 9): No matches for wildcard 'a*nomatch'. See `help language#wildcards-globbing`.
# CHECKERR: echo a*nomatch
# CHECKERR:      ^~~~~~~~^
