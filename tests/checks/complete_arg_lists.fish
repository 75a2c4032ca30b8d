# RUN: %minnow %s
# complete -a takes a list of words, as fish reads one: spread over lines
# (completion files write long lists that way) or split by `;`, with command
# substitutions inside words; a pipe, a redirection, `&`, `&&` or `||` is no
# word.
complete -c lines -x -a '
    one
    (printf "%s\n" two three)
    four\tFourth; five'
complete -C 'lines '
# CHECK: five
# CHECK: four	Fourth
# CHECK: one
# CHECK: three
# CHECK: two
complete -c lines2 -x -a "
    (
        printf '%s\n' alpha
        printf '%s\n' beta
    )
    {,no-}gamma"
complete -C 'lines2 '
# CHECK: alpha
# CHECK: beta
# CHECK: gamma
# CHECK: no-gamma
complete -c bad -a 'a | b'
# CHECKERR: complete: a | b: contains a syntax error
# CHECKERR: complete: Expected a string, but found a pipe
# CHECKERR: a | b
# CHECKERR:   ^
complete -c bad -a 'a
b 2>&1'
# CHECKERR: complete: a
# CHECKERR: b 2>&1: contains a syntax error
# CHECKERR: complete: Expected a string, but found a redirection
# CHECKERR: b 2>&1
# CHECKERR:   ^~^
complete -c bad -a 'a && b'
# CHECKERR: complete: a && b: contains a syntax error
# CHECKERR: complete: Expected a string, but found '&&'
# CHECKERR: a && b
# CHECKERR:   ^^
complete -c bad -a 'x (echo a; end)'
echo $status
# CHECK: 1
# CHECKERR: complete: x (echo a; end): contains a syntax error
# CHECKERR: complete: 'end' outside of a block
# CHECKERR: x (echo a; end)
# CHECKERR:            ^~^
# none of these made a rule
complete -c bad
