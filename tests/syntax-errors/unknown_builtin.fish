# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: unknown_builtin.fish (line 8): Unknown builtin 'nosuchbuiltin'
# CHECKERR: builtin nosuchbuiltin
# CHECKERR: ^~~~~~~~~~~~~~~~~~~~^
# CHECKERR: warning: Error while reading file unknown_builtin.fish
# CHECKERR:
builtin nosuchbuiltin
