# RUN: %minnow %s
# builtin -n lists fish's builtins; -q asks whether any name is one.
builtin -n | count
builtin -n | head -3
builtin --names | grep -x -e echo -e set -e status
builtin -q echo; echo query $status
builtin -q nosuch echo; echo query $status
builtin --query nosuch; echo query $status
builtin -q; echo query $status
builtin -n -q echo; echo combo $status
builtin -h | head -n 1
# CHECK: {{[0-9]+}}
# CHECK: !
# CHECK: .
# CHECK: :
# CHECK: echo
# CHECK: set
# CHECK: status
# CHECK: query 0
# CHECK: query 0
# CHECK: query 1
# CHECK: query 1
# CHECK: combo 2
# CHECK: builtin - run a builtin command
# CHECKERR: builtin: invalid option combination, --query and --names are mutually exclusive
