# RUN: ASAN_OPTIONS="${ASAN_OPTIONS-}:detect_stack_use_after_return=0" sh data/robust.sh '%minnow' deep_cmdsub
# 10,000 nested command substitutions, bare and inside double quotes. Nesting
# stops at the one depth limit with an error (fish 3.6 overflows its stack on
# these). -n and --print-ast agree.
#
# ASAN_OPTIONS: with detect_stack_use_after_return (make asan's default) ASan's
# fake stack runs out at 256 levels of substitution, and every call after that
# takes its slow path: the "$(...)" case then takes over 30 s instead of 1 s.

# `echo ((((echo))))`: the inner ( is a substitution in command position.
# CHECK: parens.fish: status 127
# CHECK: parens.fish (line 1): command substitutions not allowed {{here|in command position.*}}
# `echo (echo (echo ... x)))`
# CHECK: cmdsubs.fish: status 127
# CHECK: cmdsubs.fish (line 1): Too much nesting: blocks and substitutions can nest at most 256 levels deep
# `echo "$(echo "$(echo ... x)")"`
# CHECK: dq-cmdsubs.fish: status 127
# CHECK: dq-cmdsubs.fish (line 1): Too much nesting: blocks and substitutions can nest at most 256 levels deep
# `echo "$("$("$(echo)")")"`
# CHECK: dq-parens.fish: status 127
# CHECK: dq-parens.fish (line 1): command substitutions not allowed {{here|in command position.*}}

