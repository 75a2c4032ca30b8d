# RUN: %minnow -n %s; echo "status $?"
# fish 4 wording (tokenizer.rs ClosingUnopenedBrace);
# fish 3.6 said: Unexpected '}' for unopened brace expansion
# CHECK: status 127
# CHECKERR: close_brace_argument.fish (line 10): Unexpected '}' for unopened brace
# CHECKERR: echo foo }
# CHECKERR:          ^
# CHECKERR: warning: Error while reading file close_brace_argument.fish
# CHECKERR:
echo foo }
