# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_fi.fish (line 6): Missing end to balance this if statement
# CHECKERR: if test -e /tmp; echo yes; fi
# CHECKERR: ^^
if test -e /tmp; echo yes; fi
# CHECKERR: hint: fish closes every block with 'end'; bash's 'fi' is just a command here
# CHECKERR: warning: Error while reading file bash_fi.fish
# CHECKERR:
