# RUN: %minnow --features test-require-arg %s
# fish 4's feature test-require-arg: `test` needs an expression; -n and -z
# alone are operators missing their argument, and a bare word is an error.
test -n; echo -- -n $status
# CHECK: -n 1
test -z; echo -z $status
# CHECK: -z 0
test foo; echo foo $status
# CHECK: foo 1
# CHECKERR: test: Missing argument at index 2
# CHECKERR: foo
# CHECKERR:     ^
# CHECKERR: builtin_test_require_arg.fish (line 8):{{ }}
# CHECKERR: test foo; echo foo $status
# CHECKERR: ^
test -z "" -a foo; echo $status
# CHECK: 1
# CHECKERR: test: Missing argument at index 5
# CHECKERR: -z  -a foo
# CHECKERR:            ^
# CHECKERR: builtin_test_require_arg.fish (line 16):{{ }}
# CHECKERR: test -z "" -a foo; echo $status
# CHECKERR: ^
test; echo none $status
# CHECK: none 2
# CHECKERR: test: Expected at least one argument
# CHECKERR: {{^$}}
# CHECKERR: builtin_test_require_arg.fish (line 24):{{ }}
# CHECKERR: test; echo none $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help test' for related documentation)
test a = a -a b = b; and echo still fine
# CHECK: still fine
