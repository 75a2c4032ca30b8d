# RUN: %minnow %s
# contains_seq PATTERN... -- LIST...: whether the pattern's words appear in a
# row in the list. An undocumented helper; its quirks are kept.
contains_seq b c -- a b c d; echo $status
contains_seq c b -- a b c d; echo $status
contains_seq a -- a; echo $status
contains_seq d e -- a b c d; echo $status
contains_seq -- a b; echo $status
contains_seq b c; echo $status
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: 1
# After a broken partial match the entry that broke it is not a new start.
contains_seq a b -- a a b; echo $status
contains_seq a b -- a x a b; echo $status
# CHECK: 1
# CHECK: 0
# Every -- sends what follows to the list.
contains_seq a -- -- a; echo $status
# CHECK: 0
# --printnext: an empty line unless more entries follow the match.
contains_seq --printnext b -- a b c; echo $status
contains_seq --printnext c -- a b c; echo $status
contains_seq --printnext x -- a b c; echo $status
# CHECK: 0
# CHECK:
# CHECK: 0
# CHECK:
# CHECK: 1
