# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: background_in_condition.fish (line 8): Backgrounded commands can not be used as conditionals
# CHECKERR: if sleep 1 &
# CHECKERR:    ^~~~~~~~^
# CHECKERR: warning: Error while reading file background_in_condition.fish
# CHECKERR:
if sleep 1 &
    echo bg
end
