# RUN: %minnow %s
# Variables start-up sets when the environment has none.
set -l minnow (status fish-path)
# no terminal: 80 by 24, as fish says
env -u COLUMNS -u LINES $minnow -c 'echo $COLUMNS $LINES; set -S COLUMNS | head -n1' </dev/null
# CHECK: 80 24
# CHECK: $COLUMNS: set in global scope, unexported, with 1 elements
# inherited ones stay
env COLUMNS=100 LINES=40 $minnow -c 'echo $COLUMNS $LINES'
# CHECK: 100 40
# no $PATH: the system's standard one
env -u PATH $minnow -c 'test "$PATH" = "$(/usr/bin/getconf PATH)"; and echo default path'
# CHECK: default path


# no $HOME: the password database's, as fish takes it
env -u HOME $minnow -c 'test -n "$HOME"; and test -d $HOME; and echo home set'
# CHECK: home set
env HOME= $minnow -c 'test -n "$HOME"; and echo empty home replaced'
# CHECK: empty home replaced

# $CMD_DURATION is 0 from the start (a first prompt may compute with it), a
# plain global: one from the environment is neither kept nor passed on
env CMD_DURATION=5000 $minnow -c 'set -S CMD_DURATION; env | grep -c CMD_DURATION'
# CHECK: $CMD_DURATION: set in global scope, unexported, with 1 elements
# CHECK: $CMD_DURATION[1]: |0|
# CHECK: $CMD_DURATION: originally inherited as |5000|
# CHECK: 0
