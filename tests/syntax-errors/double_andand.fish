# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: double_andand.fish (line 8): Expected a command, but found '&&'
# CHECKERR: echo a && && echo b
# CHECKERR:           ^^
# CHECKERR: warning: Error while reading file double_andand.fish
# CHECKERR:
echo a && && echo b
