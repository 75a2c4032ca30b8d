# RUN: %minnow -n %s; echo "status $?"
# The inner 'if' takes the only 'end', so the 'for' is the unclosed block.
# CHECK: status 127
# CHECKERR: missing_end_nested_reports_outer.fish (line 10): Missing end to balance this for loop
# CHECKERR: for x in 1 2 3
# CHECKERR: ^~^
# CHECKERR: hint: the if statement on line 11 may lack its 'end': the 'end' on line 13 lines up with this for loop; see `help conditions`
# CHECKERR: warning: Error while reading file missing_end_nested_reports_outer.fish
# CHECKERR:
for x in 1 2 3
    if test $x = 2
        echo two
end
# STDERR-TTY: our hints are for a person at a terminal
