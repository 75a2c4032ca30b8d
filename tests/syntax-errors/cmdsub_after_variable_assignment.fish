# RUN: %minnow -n %s; echo "status $?"
# fish 4 wording (expand.rs); fish 3.6 said 'command substitutions not allowed here'.
# CHECK: status 127
# CHECKERR: cmdsub_after_variable_assignment.fish (line 9): command substitutions not allowed in command position. Try var=(your-cmd) $var ...
# CHECKERR: FOO=bar (echo cmd) arg
# CHECKERR:         ^~~~~~~~~^
# CHECKERR: warning: Error while reading file cmdsub_after_variable_assignment.fish
# CHECKERR:
FOO=bar (echo cmd) arg
