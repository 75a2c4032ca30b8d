# RUN: %minnow -n %s; echo "status $?"
# fish 4 wording (tokenizer.rs UnexpectedPcloseWantedSclose);
# fish 3.6 said: Unexpected ')' for unopened parenthesis
# CHECK: status 127
# CHECKERR: bracket_closed_by_paren.fish (line 10): Unexpected ')' found, expecting ']'
# CHECKERR: echo $x[1)
# CHECKERR:          ^
# CHECKERR: warning: Error while reading file bracket_closed_by_paren.fish
# CHECKERR:
echo $x[1)
