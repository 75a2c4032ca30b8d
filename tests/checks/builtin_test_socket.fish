# RUN: %minnow %s
# REQUIRES: command -v python3
# test -S on a Unix socket (python3 makes one).

set -l d (command mktemp -d)
python3 -c 'import socket, sys; socket.socket(socket.AF_UNIX).bind(sys.argv[1])' $d/sock
test -S $d/sock; echo $status
test -e $d/sock; echo $status
test -f $d/sock; echo $status
test -S $d; echo $status
test -S /dev/null; echo $status
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: 1
command rm -rf $d
