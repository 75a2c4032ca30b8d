# RUN: timeout 10 %minnow -n data/fuzz-nul-token-loop.in; echo "status $?"; printf '(a) \047\n' >"${TMPDIR:-/tmp}/lint-order.fish"; cd "${TMPDIR:-/tmp}" && for o in -n --print-ast; do %minnow $o lint-order.fish >/dev/null 2>&1 2>err; echo "$o status $?"; head -n 1 err; done
# Inputs the fuzzer (fuzz/run) found, kept so they stay fixed. Binary inputs
# live in data/ as fuzz-*.in (not .fish, so tests/corpus.sh leaves them alone);
# fuzz/run seeds its corpus with them.

# fuzz-nul-token-loop.in: a NUL byte made the tokenizer return empty words at
# the same offset forever (minnow -n hung, eating memory). As in fish, the NUL
# ends the script; the `for` before it is still open.
# CHECKERR: data/fuzz-nul-token-loop.in (line 4): Missing end to balance this for loop
# CHECKERR: for i in $__kill_signals
# CHECKERR: ^~^
# CHECKERR: hint: close this for loop with an 'end' after its last command; see `help loops`
# CHECKERR: warning: Error while reading file data/fuzz-nul-token-loop.in
# CHECKERR:
# CHECK: status 127

# `(a) '`: -n (parse_check) linted the job and reported "command substitutions
# not allowed here" before the unterminated quote that ends it, while
# --print-ast (parse_source) and fish report the quote.
# CHECK: -n status 127
# CHECK: lint-order.fish (line 1): Unexpected end of string, quotes are not balanced
# CHECK: --print-ast status 127
# CHECK: lint-order.fish (line 1): Unexpected end of string, quotes are not balanced
# STDERR-TTY: our hints are for a person at a terminal
