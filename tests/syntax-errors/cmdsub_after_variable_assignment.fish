# RUN: %minnow -n %s; echo "status $?"
# fish 4 wording (expand.rs); fish 3.6 said 'command substitutions not allowed here'.
# CHECK: status 127
# CHECKERR: cmdsub_after_variable_assignment.fish (line 10): command substitutions not allowed in command position. Try var=(your-cmd) $var ...
# CHECKERR: FOO=bar (echo cmd) arg
# CHECKERR:         ^~~~~~~~~^
# CHECKERR: hint: parentheses substitute a command's output and make no subshell; `begin; COMMANDS; end` groups commands; see `help bash`
# CHECKERR: warning: Error while reading file cmdsub_after_variable_assignment.fish
# CHECKERR:
FOO=bar (echo cmd) arg
