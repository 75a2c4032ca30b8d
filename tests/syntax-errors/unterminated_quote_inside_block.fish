# RUN: %minnow -n %s; echo "status $?"
# A tokenizer error inside a block ends the block's body, so fish reports
# the unclosed block (Missing end) rather than the quote.
# CHECK: status 127
# CHECKERR: unterminated_quote_inside_block.fish (line 11): Missing end to balance this if statement
# CHECKERR: if true
# CHECKERR: ^^
# CHECKERR: hint: close this if statement with an 'end' after its last command; see `help conditions`
# CHECKERR: warning: Error while reading file unterminated_quote_inside_block.fish
# CHECKERR:
if true
    echo 'never closed
end
# STDERR-TTY: our hints are for a person at a terminal
