# RUN: sh data/robust.sh 'timeout 10 %minnow' nul
# NUL bytes in a script. fish's tokenizer stops at a NUL (fish -n ignores the
# rest of the file), so minnow does the same: what comes before the NUL is
# checked, what follows is not. Each run is capped at 10 s (status 124): a
# tokenizer that stops moving at a NUL eats gigabytes a second.

# CHECK: nul-word.fish: status 0
# CHECK: nul-quote.fish: status 127
# CHECK: nul-quote.fish (line 1): Unexpected end of string, quotes are not balanced
# CHECK: nul-only.fish: status 0
# CHECK: nul-block.fish: status 127
# CHECK: nul-block.fish (line 1): Missing end to balance this begin
# 64 KB of pseudo-random bytes, NULs included:
# CHECK: nul-garbage.fish: status {{0|127}}
