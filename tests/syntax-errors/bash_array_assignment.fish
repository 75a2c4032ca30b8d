# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_array_assignment.fish (line 9): Unsupported use of '='. In fish, please use 'set colors (red green blue)'.
# CHECKERR: colors=(red green blue)
# CHECKERR: ^~~~~~~~~~~~~~~~~~~~~~^
# CHECKERR: hint: a list needs no parentheses: `set colors red green blue` (in parentheses it would run as a command); see `help variables`
# CHECKERR: warning: Error while reading file bash_array_assignment.fish
# CHECKERR:
colors=(red green blue)
echo $colors
# STDERR-TTY: our hints are for a person at a terminal
