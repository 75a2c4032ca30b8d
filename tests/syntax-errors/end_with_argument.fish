# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: end_with_argument.fish (line 10): 'end' does not take arguments. Did you forget a ';'?
# CHECKERR: end echo no
# CHECKERR:     ^~~^
# CHECKERR: warning: Error while reading file end_with_argument.fish
# CHECKERR:
if true
    echo yes
end echo no
