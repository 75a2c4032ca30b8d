# RUN: sh data/robust.sh '%minnow' garbage
# Binary garbage: minnow -n must give a clear error, never crash or hang, and
# --print-ast (the full tree) must agree on the status. Random token soup is in
# parse_robust_soup.fish.
# data/robust.sh generates the inputs with a fixed-seed generator in awk.

# 64 KB of pseudo-random bytes 1..255 each (NUL has its own test).
# CHECK: garbage-1.fish: status 127
# CHECK: garbage-1.fish (line {{\d+}}): {{.+}}
# CHECK: garbage-2.fish: status 127
# CHECK: garbage-2.fish (line {{\d+}}): {{.+}}
# CHECK: garbage-3.fish: status 127
# CHECK: garbage-3.fish (line {{\d+}}): {{.+}}
# CHECK: garbage-4.fish: status 127
# CHECK: garbage-4.fish (line {{\d+}}): {{.+}}
# CHECK: garbage-5.fish: status 127
# CHECK: garbage-5.fish (line {{\d+}}): {{.+}}
# CHECK: garbage-6.fish: status 127
# CHECK: garbage-6.fish (line {{\d+}}): {{.+}}
# CHECK: garbage-7.fish: status 127
# CHECK: garbage-7.fish (line {{\d+}}): {{.+}}
# CHECK: garbage-8.fish: status 127
# CHECK: garbage-8.fish (line {{\d+}}): {{.+}}

