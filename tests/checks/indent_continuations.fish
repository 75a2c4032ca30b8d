# RUN: %minnow_indent < data/indent/continuations.in; %minnow_indent < data/indent/continuations.in | %minnow_indent --check; echo "recheck $?"
# Backslash-newline continuations, pipes and && across lines.
# Input: data/indent/continuations.in. Expected output compared with Debian's fish_indent 3.6;
# where it differs, the lines below follow fish 4 (see the notes).
# Note: a continuation before a command name is joined, without fish 3.6's indent.

# CHECK: echo a \
# CHECK:     b \
# CHECK:     c
# CHECK: begin
# CHECK:     set -l x \
# CHECK:         1 2 \
# CHECK:         3
# CHECK: end
# CHECK: echo foo | cat
# CHECK: echo foo \
# CHECK:     | cat
# CHECK: echo foo |
# CHECK:     cat |
# CHECK:     # a comment between stages
# CHECK:     sort
# CHECK: cmd1 &&
# CHECK:     cmd2 ||
# CHECK:     cmd3
# CHECK: A=1 \
# CHECK:     B=2 \
# CHECK:     env
# CHECK: for x in a \
# CHECK:     b
# CHECK:     echo $x
# CHECK: end
# CHECK: echo joined
# CHECK: echo first-word \
# CHECK:     second-word
# CHECK: echo multi-\
# CHECK: word
# CHECK: if true; and false
# CHECK:     echo x
# CHECK: end
# CHECK: recheck 0
