# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: missing_end_for.fish (line 8): Missing end to balance this for loop
# CHECKERR: for f in a b c
# CHECKERR: ^~^
# CHECKERR: warning: Error while reading file missing_end_for.fish
# CHECKERR:
for f in a b c
    echo $f
