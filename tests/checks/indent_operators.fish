# RUN: %minnow_indent < data/indent/operators.in; %minnow_indent < data/indent/operators.in | %minnow_indent --check; echo "recheck $?"
# Spacing around pipes, && and ||, redirections glued to their targets,
# semicolons kept before and/or on the same line, quotes dropped around plain words.
# Input: data/indent/operators.in. Expected output compared with Debian's fish_indent 3.6;
# where it differs, the lines below follow fish 4 (see the notes).
# Note: quotes stay on a dash word right after a keyword (if '-h', command '-v'),
# where dropping them would change the parse; fish_indent drops them.

# CHECK: echo a | cat | cat &
# CHECK: echo a && echo b || echo c
# CHECK: echo a; and echo b; or echo c
# CHECK: echo a
# CHECK: and echo b
# CHECK: echo a
# CHECK: and echo b
# CHECK: echo <in >out 2>>err 2>&1 &>both >?noclob 2>&-
# CHECK: echo >spaced 2>&1
# CHECK: echo a 2>| cat
# CHECK: not true
# CHECK: ! true
# CHECK: time sleep 0
# CHECK: A=1 B=2 env
# CHECK: if test 1 -eq 1; and test 2 -eq 2; or false
# CHECK:     echo ok
# CHECK: end
# CHECK: while false; or false
# CHECK:     echo never
# CHECK: end
# CHECK: echo plain plain 'with space' "$var" abc '' "" 'x*' '~' 'don\'t'
# CHECK: echo quoted command
# CHECK: if '-h' = x
# CHECK: end
# CHECK: command '-v' ls
# CHECK: recheck 0
