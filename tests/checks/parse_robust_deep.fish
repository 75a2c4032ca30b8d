# RUN: sh data/robust.sh '%minnow' deep
# Deep nesting: 10,000 levels of each construct (100,000 `not`). Blocks and `not`
# stop at the one depth limit with an error (fish 3.6 overflows its stack on
# 100,000 `not`); brace expansions and slices are scanned without recursion and
# are fine at any depth. -n and --print-ast agree. Command substitutions are in
# parse_robust_deep_cmdsub.fish.

# CHECK: begin.fish: status 127
# CHECK: begin.fish (line 257): Too much nesting: blocks and substitutions can nest at most 256 levels deep
# CHECK: begin-200.fish: status 0

# `echo {a,{a,{a,...b}}}` and `echo $x[[[...1]]]`
# CHECK: braces.fish: status 0
# CHECK: slices.fish: status 0

# CHECK: nots.fish: status 127
# CHECK: nots.fish (line 1): Too much nesting: blocks and substitutions can nest at most 256 levels deep

# Unclosed: 10,000 `(` and 10,000 `if true` lines.
# CHECK: parens-open.fish: status 127
# CHECK: parens-open.fish (line 1): Unexpected end of string, expecting ')'
# CHECK: ifs-open.fish: status 127
# CHECK: ifs-open.fish (line 257): Too much nesting: blocks and substitutions can nest at most 256 levels deep

# `{ { { ... } } }` brace blocks
# CHECK: brace-blocks.fish: status 127
# CHECK: brace-blocks.fish (line 1): Too much nesting: blocks and substitutions can nest at most 256 levels deep
