# RUN: %minnow -d 'deprecated-*' %s
# RUN: %minnow -d deprecated_test %s
# `-d deprecated-test` (a debug category, as fish's): test warns of its
# zero- and one-argument forms, which the feature test-require-arg changes;
# `test -z` alone, which would not change, says nothing.
test foo; echo $status
# CHECK: 0
# CHECKERR: test: called with one argument. This will return false in future.
# CHECKERR: builtin_test_deprecated.fish (line 6):{{ }}
# CHECKERR: test foo; echo $status
# CHECKERR: ^
test; echo $status
# CHECK: 2
# CHECKERR: test: called with no arguments. This will be an error in future.
# CHECKERR: builtin_test_deprecated.fish (line 12):{{ }}
# CHECKERR: test; echo $status
# CHECKERR: ^
test -z; echo $status
# CHECK: 0
