# RUN: %minnow %s
# Variables the shell computes: $fish_kill_signal names the signal that
# killed the last command; $umask reads and sets the file mode mask; read-only
# ones refuse a user's set.
sh -c 'kill -TERM $$'
echo $fish_kill_signal
true
echo $fish_kill_signal
set umask 022
echo $umask
set umask 027
echo $umask
set umask 999
echo status $status
set fish_pid 1
echo status $status
# CHECK: 15
# CHECK: 0
# CHECK: 0022
# CHECK: 0027
# CHECK: status 3
# CHECK: status 1
# CHECKERR: set: Tried to modify the special variable 'umask' to an invalid value
# CHECKERR: set: Tried to change the read-only variable 'fish_pid'
# CHECKERR: hint: the shell sets $fish_pid and nobody else may, as with $status, $PWD, $SHLVL, $hostname, $version...: use another name; see `help special-variables`
# STDERR-TTY: our hints are for a person at a terminal
