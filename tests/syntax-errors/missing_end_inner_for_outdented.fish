# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: missing_end_inner_for_outdented.fish (line 9): Missing end to balance this function definition
# CHECKERR: function show
# CHECKERR: ^~~~~~~^
# CHECKERR: hint: the for loop on line 10 may lack its 'end': the 'end' on line 12 lines up with this function definition; see `help loops`
# CHECKERR: warning: Error while reading file missing_end_inner_for_outdented.fish
# CHECKERR:
function show
    for x in a b
        echo $x
end
# STDERR-TTY: our hints are for a person at a terminal
