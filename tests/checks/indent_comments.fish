# RUN: %minnow_indent < data/indent/comments.in; %minnow_indent < data/indent/comments.in | %minnow_indent --check; echo "recheck $?"
# Comments stay where they were; blank lines are kept, one at most.
# Input: data/indent/comments.in. Expected output compared with Debian's fish_indent 3.6;
# where it differs, the lines below follow fish 4 (see the notes).
# Note: runs of blank lines collapse to one and blank lines before `case` go,
# as in fish 4 (fish 3.6 kept them all).

# CHECK: # leading blank lines are dropped
# CHECK: echo a # trailing comment
# CHECK: # own-line comment
# CHECK:
# CHECK: echo b
# CHECK: # after a semicolon
# CHECK: if true # after the condition
# CHECK:     # before the body
# CHECK:     echo c
# CHECK:     # before end
# CHECK: end # after end
# CHECK: switch $x # after switch
# CHECK:     # before the first case
# CHECK:     case a # after case
# CHECK:     case b
# CHECK:
# CHECK:         echo b
# CHECK:
# CHECK: end
# CHECK: begin
# CHECK:     # only a comment
# CHECK: end
# CHECK: echo last
# CHECK: recheck 0
