# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: andand_at_start.fish (line 8): Expected a string, but found '&&'
# CHECKERR: && echo foo
# CHECKERR: ^^
# CHECKERR: warning: Error while reading file andand_at_start.fish
# CHECKERR:
&& echo foo
