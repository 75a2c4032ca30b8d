# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_esac.fish (line 6): Missing end to balance this switch statement
# CHECKERR: switch $x
# CHECKERR: ^~~~~^
switch $x
case a
    echo a
esac
# CHECKERR: hint: fish closes every block with 'end'; bash's 'esac' is just a command here
# CHECKERR: warning: Error while reading file bash_esac.fish
# CHECKERR:
