# RUN: %minnow %s
# emit: the handlers of a generic event get its arguments; a name with a
# leading dash needs --; errors as fish.
function h --on-event -x; echo got $argv; end
emit -x a; echo $status
emit -- -x b; echo $status
function h2 --on-event ev; echo ev $argv; end
emit ev 1 2; echo $status
emit nosuch; echo $status
emit; echo $status
# CHECK: 2
# CHECK: got b
# CHECK: 0
# CHECK: ev 1 2
# CHECK: 0
# CHECK: 0
# CHECK: 2
# CHECKERR: emit: -x: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_emit.fish (line 5):{{ }}
# CHECKERR: emit -x a; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help emit' for related documentation)
# CHECKERR: emit: expected event name
