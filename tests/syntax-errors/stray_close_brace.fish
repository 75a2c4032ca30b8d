# RUN: %minnow -n %s; echo "status $?"
# fish 4 wording (tokenizer.rs ClosingUnopenedBrace);
# fish 3.6 said: Unexpected '}' for unopened brace expansion
# CHECK: status 127
# CHECKERR: stray_close_brace.fish (line 11): Unexpected '}' for unopened brace
# CHECKERR: }
# CHECKERR: ^
# CHECKERR: warning: Error while reading file stray_close_brace.fish
# CHECKERR:
echo hi
}
