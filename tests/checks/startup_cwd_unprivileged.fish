# RUN: %minnow %s
# REQUIRES-UNPRIVILEGED
# An unreadable working folder at start-up: fish's message, and the shell
# works all the same.
set -l minnow (status fish-path)
set -l d (mktemp -d)
cd $d
chmod 000 .
$minnow -c 'echo still running'
# CHECK: still running
# CHECKERR: Unable to open the current working directory: Permission denied
cd /
chmod 755 $d
rm -r $d
