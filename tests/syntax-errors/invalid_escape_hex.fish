# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: invalid_escape_hex.fish (line 8): Invalid token '\xZ'
# CHECKERR: echo \xZ
# CHECKERR:      ^~^
# CHECKERR: warning: Error while reading file invalid_escape_hex.fish
# CHECKERR:
echo \xZ
