# RUN: %minnow -n %s; echo "status $?"
# No trailing newline: the file ends right after the backslash.
# CHECK: status 127
# CHECKERR: backslash_at_eof.fish (line 9): Unexpected end of string, incomplete escape sequence
# CHECKERR: echo foo \
# CHECKERR:          ^
# CHECKERR: warning: Error while reading file backslash_at_eof.fish
# CHECKERR:
echo foo \