# RUN: %minnow -i -N <%s
# An interactive shell has a command line even while no editor reads one
# (here, commands read from a file with -i): `commandline` sets and reads
# it, as fish's does, instead of saying the shell is not interactive.
commandline hello; commandline
# CHECK: hello
commandline -i world; commandline
# CHECK: helloworld
commandline --cursor 5; commandline -i ' '; commandline; commandline -C
# CHECK: hello world
# CHECK: 6
# a cursor inside `&|` is in no process: an empty one at the cursor
commandline 'echo hi &| less'; commandline --cursor 9
commandline --current-process; commandline --cursor --current-process
# CHECK:
# CHECK: 0

# The jumps (fish 4): with no editor there is no line to jump in (status 1);
# no character to jump to is status 2. Neither prints anything.
commandline --forward-jump x; echo $status
# CHECK: 1
commandline --backward-jump-till=; echo $status
# CHECK: 2
