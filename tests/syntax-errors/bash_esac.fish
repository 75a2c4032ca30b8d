# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_esac.fish (line 8): Missing end to balance this switch statement
# CHECKERR: switch $x
# CHECKERR: ^~~~~^
# CHECKERR: warning: Error while reading file bash_esac.fish
# CHECKERR:
switch $x
case a
    echo a
esac
