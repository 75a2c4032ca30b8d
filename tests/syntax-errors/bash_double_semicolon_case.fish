# RUN: %minnow -n %s; echo "status $?"
# ';;' itself is fine in fish; the switch is simply never closed.
# CHECK: status 127
# CHECKERR: bash_double_semicolon_case.fish (line 10): Missing end to balance this switch statement
# CHECKERR: switch $x
# CHECKERR: ^~~~~^
# CHECKERR: hint: close this switch statement with an 'end' after its last command; see `help switch`
# CHECKERR: warning: Error while reading file bash_double_semicolon_case.fish
# CHECKERR:
switch $x
    case a
        echo a;;
# STDERR-TTY: our hints are for a person at a terminal
