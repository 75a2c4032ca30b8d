# RUN: %minnow %s
# contains: status, -i/--index, options ending at the key, --, missing key.
contains a b a c; echo $status
contains x b a c; echo $status
contains -i a b a c a; echo $status
contains -i x b a c; echo $status
contains --index c b a c; echo $status
contains -- -i a -i; echo $status
contains -i -- -i a -i; echo $status
contains a; echo $status
contains; echo $status
contains -q a; echo $status
contains --bogus a; echo $status
contains -- ; echo $status
contains '' a ''; echo $status
# CHECK: 0
# CHECK: 1
# CHECK: 2
# CHECK: 0
# CHECK: 1
# CHECK: 3
# CHECK: 0
# CHECK: 0
# CHECK: 2
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: 2
# CHECK: 2
# CHECK: 1
# CHECK: 0
# CHECKERR: contains: Key not specified
# CHECKERR: contains: -q: unknown option
# CHECKERR: contains: --bogus: unknown option
# CHECKERR: contains: Key not specified
