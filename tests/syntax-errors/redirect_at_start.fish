# RUN: %minnow -n %s; echo "status $?"
# fish 4 underlines the redirection and its target (ast.rs combine());
# fish 3.6 put a single caret on '>'.
# CHECK: status 127
# CHECKERR: redirect_at_start.fish (line 10): Expected a string, but found a redirection
# CHECKERR: > out.txt
# CHECKERR: ^~~~~~~~^
# CHECKERR: warning: Error while reading file redirect_at_start.fish
# CHECKERR:
> out.txt
