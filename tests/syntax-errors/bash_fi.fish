# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_fi.fish (line 7): Missing end to balance this if statement
# CHECKERR: if test -e /tmp; echo yes; fi
# CHECKERR: ^^
# CHECKERR: hint: an if needs no 'then' and closes with 'end': `if COND; COMMANDS; end`; see `help conditions`
if test -e /tmp; echo yes; fi
# CHECKERR: warning: Error while reading file bash_fi.fish
# CHECKERR:
# STDERR-TTY: our hints are for a person at a terminal
