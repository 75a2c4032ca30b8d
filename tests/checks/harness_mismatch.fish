# Proves the check harness reports what does not match. The RUN line cuts the
# numbered "#N " lines below into small check files and runs checkrun on each.
# RUN: for n in 1 2 3 4 5; do sed -n "s/^#$n //p" %s > "$TMPDIR/case$n.fish"; (cd "$TMPDIR" && %checkrun case$n.fish); echo "case $n: status $?"; done

# Case 1: stdout and stderr both differ.
#1 # RUN: echo actual; echo oops >&2
#1 # CHECK: expected
# CHECK: case1.fish: stdout does not match for RUN: echo actual; echo oops >&2
# CHECK:   expected 1 line, got 1; first difference at line 1:
# CHECK:     expected: "expected"  (CHECK on line 2)
# CHECK:     actual:   "actual"
# CHECK:   --- expected
# CHECK:   +++ actual
# CHECK:   -expected
# CHECK:   +actual
# CHECK: case1.fish: stderr does not match for RUN: echo actual; echo oops >&2
# CHECK:   expected 0 lines, got 1; first difference at line 1:
# CHECK:     expected: end of output
# CHECK:     actual:   "oops"
# CHECK:   --- expected
# CHECK:   +++ actual
# CHECK:   +oops
# CHECK:   (exit status 0)
# CHECK: case 1: status 1

# Case 2: a regex part that does not match, and a missing last line. (Literal
# braces in an expected line: {{[{][{]}} matches "{{" and {{[}][}]}} matches "}}".)
#2 # RUN: printf 'a 1\nb\n'
#2 # CHECK: a {{[a-z]+}}
#2 # CHECK: b
#2 # CHECK: c
# CHECK: case2.fish: stdout does not match for RUN: printf 'a 1\nb\n'
# CHECK:   expected 3 lines, got 2; first difference at line 1:
# CHECK:     expected: "a {{[{][{]}}[a-z]+{{[}][}]}}"  (CHECK on line 2)
# CHECK:     actual:   "a 1"
# CHECK:   --- expected
# CHECK:   +++ actual
# CHECK:   -a {{[{][{]}}[a-z]+{{[}][}]}}
# CHECK:   +a 1
# CHECK:    b
# CHECK:   -c
# CHECK:   (exit status 0)
# CHECK: case 2: status 1

# Case 3: a requirement that fails skips the file.
#3 # REQUIRES: false
#3 # RUN: echo never
# CHECK: case3.fish: skipped, requirement not met: false
# CHECK: case 3: status 77

# Case 4: right output, but the command dies by a signal.
#4 # RUN: echo fine; kill -KILL $$
#4 # CHECK: fine
# CHECK: case4.fish: RUN was killed by signal 9 (Killed): echo fine; kill -KILL $$
# CHECK:   (killed by signal 9, Killed)
# CHECK: case 4: status 1

# Case 5: a broken check file is an error, reported on stderr.
#5 # RUN: echo 100%
# CHECKERR: checkrun: case5.fish:1: unknown substitution at "%" (write %% for a literal %)
# CHECK: case 5: status 2
