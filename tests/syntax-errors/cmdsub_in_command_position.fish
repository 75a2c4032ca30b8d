# RUN: %minnow -n %s; echo "status $?"
# fish 4 wording (expand.rs); fish 3.6 said 'command substitutions not allowed here'.
# CHECK: status 127
# CHECKERR: cmdsub_in_command_position.fish (line 9): command substitutions not allowed in command position. Try var=(your-cmd) $var ...
# CHECKERR: (echo ls) -l
# CHECKERR: ^~~~~~~~^
# CHECKERR: warning: Error while reading file cmdsub_in_command_position.fish
# CHECKERR:
(echo ls) -l
