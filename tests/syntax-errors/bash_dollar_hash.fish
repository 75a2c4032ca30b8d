# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_dollar_hash.fish (line 8): $# is not supported. In fish, please use 'count $argv'.
# CHECKERR: echo $#
# CHECKERR:       ^
# CHECKERR: warning: Error while reading file bash_dollar_hash.fish
# CHECKERR:
echo $#
