# RUN: sh data/robust.sh '%minnow' soup
# Random token soup: 150 scripts of 24 fish tokens each (keywords, operators,
# quotes, brackets, $ forms, invalid UTF-8), generated with a fixed seed by
# data/robust.sh. Each must be accepted or rejected with status 127 (never a
# crash or a hang), and -n and --print-ast must agree on which.

# CHECK: soup: {{[1-9][0-9]*}} valid, {{[1-9][0-9]*}} invalid
