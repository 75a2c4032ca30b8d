# RUN: sh data/robust.sh '%minnow' utf8
# Invalid UTF-8 passes through the tokenizer untouched: in words, variable
# names, quotes and comments it is accepted, and an error line holding it is
# printed byte for byte with the caret one column per bad byte (as fish does).

# Latin-1, stray continuation bytes, overlong, surrogate, truncated, FE/FF:
# CHECK: utf8-words.fish: status 0
# CHECK: utf8-comments.fish: status 0
# CHECK: utf8-quoted.fish: status 0

# CHECK: utf8-error.fish: status 127
# CHECK: utf8-error.fish (line 2): Unexpected ')' for unopened parenthesis
# CHECK: echo {{..}} ) caf{{.}}
# CHECK:         ^

# A valid é, then half of one, before the caret:
# CHECK: utf8-caret.fish: status 127
# CHECK: utf8-caret.fish (line 1): Unexpected end of string, expecting ')'
# CHECK: echo é{{.}} ({{.}}
# CHECK:         ^
