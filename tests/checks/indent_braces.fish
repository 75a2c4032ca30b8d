# RUN: %minnow_indent < data/indent/braces.in; %minnow_indent < data/indent/braces.in | %minnow_indent --check; echo "recheck $?"
# Brace groups, as fish 4 formats them (fish 3.6 has none).
# Input: data/indent/braces.in. Expected output compared with Debian's fish_indent 3.6;
# where it differs, the lines below follow fish 4 (see the notes).
# Note: a brace group after a pipe or && stays on its line (fish 4 breaks the line
# before it, which is not stable when formatted again).

# CHECK: { no semi }
# CHECK: { semi; }
# CHECK: { multi; no semi }
# CHECK: { multi; semi; }
# CHECK: { conj && no semi }
# CHECK: { }
# CHECK: { }
# CHECK: { { } }
# CHECK: { { } }
# CHECK: {
# CHECK:     {
# CHECK:     }
# CHECK: }
# CHECK: { level 1
# CHECK:     {
# CHECK:         level 2
# CHECK:     }
# CHECK: }
# CHECK: test 1 -eq 1; or {
# CHECK:     echo a
# CHECK:     echo b
# CHECK: }
# CHECK: not {
# CHECK:     echo hi
# CHECK: }
# CHECK: time {
# CHECK:     echo hi
# CHECK: }
# CHECK: echo x | {
# CHECK:     cat
# CHECK: }
# CHECK: recheck 0
