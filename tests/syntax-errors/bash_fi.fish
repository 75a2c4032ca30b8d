# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_fi.fish (line 8): Missing end to balance this if statement
# CHECKERR: if test -e /tmp; echo yes; fi
# CHECKERR: ^^
# CHECKERR: warning: Error while reading file bash_fi.fish
# CHECKERR:
if test -e /tmp; echo yes; fi
