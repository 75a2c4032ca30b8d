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
