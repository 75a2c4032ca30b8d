# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_then_without_fi.fish (line 10): Missing end to balance this if statement
# CHECKERR: if test -d $dir; then
# CHECKERR: ^^
# CHECKERR: hint: an if needs no 'then' and closes with 'end': `if COND; COMMANDS; end`; see `help conditions`
# CHECKERR: warning: Error while reading file bash_then_without_fi.fish
# CHECKERR:
set -l dir /tmp
if test -d $dir; then
    echo found
# STDERR-TTY: our hints are for a person at a terminal
