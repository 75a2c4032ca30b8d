# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: for_without_in.fish (line 8): Expected keyword 'in', but found a string
# CHECKERR: for x a b c
# CHECKERR:       ^
# CHECKERR: warning: Error while reading file for_without_in.fish
# CHECKERR:
for x a b c
    echo $x
end
