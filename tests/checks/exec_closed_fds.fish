# RUN: %minnow %s
# Closed standard streams: a shell started with fd 0 closed still pipes
# correctly (its own pipes never take fds 0-2), and writing to a closed fd
# is not an error for echo.
set -l minnow (status fish-path)
$minnow -c 'echo piped | wc -l' <&-
echo hi >&-
echo status $status
set -l d (mktemp -d)
cd $d
rm -r $d
echo deleted-cwd-ok
cd /
pwd
# CHECK: 1
# CHECK: status 0
# CHECK: deleted-cwd-ok
# CHECK: /
