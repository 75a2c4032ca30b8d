# RUN: sh data/robust.sh '%minnow' long
# Long lines: a 1 MB word, a 1 MB line of `a | b | b ...` (262,144 pipes), and
# 1 MB words with an error at the end, through -n and --print-ast.

# CHECK: word.fish: status 0
# CHECK: pipes.fish: status 0
# CHECK: word-error.fish: status 127
# CHECK: word-error.fish (line 1): Unexpected ')' for unopened parenthesis
# CHECK: word-open-quote.fish: status 127
# CHECK: word-open-quote.fish (line 1): Unexpected end of string, quotes are not balanced
