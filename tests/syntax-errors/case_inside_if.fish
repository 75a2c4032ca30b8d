# RUN: %minnow -n %s; echo "status $?"
# fish 4 wording/position: ast.rs reports the stray 'case' before 'Missing end'
# (fish 3.6 reported 'Missing end to balance this if statement' on the 'if').
# CHECK: status 127
# CHECKERR: case_inside_if.fish (line 12): 'case' builtin not inside of switch block
# CHECKERR: case foo
# CHECKERR: ^~~^
# CHECKERR: hint: a case goes inside `switch VALUE; case PATTERN; COMMANDS; end` (no 'in', ')', ';;' or 'esac'); see `help switch`
# CHECKERR: warning: Error while reading file case_inside_if.fish
# CHECKERR:
if test -n "$x"
case foo
    echo matched
end
# STDERR-TTY: our hints are for a person at a terminal
