# RUN: %minnow %s
# REQUIRES: test -z "$MINNOW_WRAP"
# (valgrind dies when an execve in a child fails, which this test is about)
# A script whose #! interpreter is missing fails with fish's explanation and
# status 127; many redirections on one command, and fds above 2 reach children.
set -l d (mktemp -d)
printf '#!/nonexistent/interp\necho x\n' > $d/bad
chmod +x $d/bad
$d/bad
echo status $status
echo a 3>$d/f3 4>$d/f4 5>$d/f5 6>$d/f6 7>$d/f7 8>$d/f8 9>$d/f9 3>$d/g3 4>$d/g4 5>$d/g5
sh -c 'echo to-fd-9 >&9' 9>$d/nine
cat $d/nine
rm -r $d
# CHECK: status 127
# CHECK: a
# CHECK: to-fd-9
# CHECKERR: exec: Failed to execute process '{{.*}}/bad': The file specified the interpreter '/nonexistent/interp', which is not an executable command.
# CHECKERR: hint: fix the file's first line; `#!/usr/bin/env interp` finds interp on $PATH
# STDERR-TTY: our hints are for a person at a terminal
