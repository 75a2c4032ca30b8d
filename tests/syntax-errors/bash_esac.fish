# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_esac.fish (line 7): Missing end to balance this switch statement
# CHECKERR: switch $x
# CHECKERR: ^~~~~^
# CHECKERR: hint: a switch closes with 'end': `switch VALUE; case PATTERN; COMMANDS; end`; see `help switch`
switch $x
case a
    echo a
esac
# CHECKERR: warning: Error while reading file bash_esac.fish
# CHECKERR:
# STDERR-TTY: our hints are for a person at a terminal
