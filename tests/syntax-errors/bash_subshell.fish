# RUN: %minnow -n %s; echo "status $?"
# fish 4 wording (expand.rs); fish 3.6 said 'command substitutions not allowed here'.
# CHECK: status 127
# CHECKERR: bash_subshell.fish (line 11): command substitutions not allowed in command position. Try var=(your-cmd) $var ...
# CHECKERR: (cd /tmp; ls)
# CHECKERR: ^~~~~~~~~~~~^
# CHECKERR: hint: parentheses substitute a command's output and make no subshell; `begin; COMMANDS; end` groups commands; see `help bash`
# CHECKERR: warning: Error while reading file bash_subshell.fish
# CHECKERR:
echo start
(cd /tmp; ls)
# STDERR-TTY: our hints are for a person at a terminal
