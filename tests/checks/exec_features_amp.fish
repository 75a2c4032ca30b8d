# RUN: %minnow --features=no-ampersand-nobg-in-token %s
# With ampersand-nobg-in-token off, & inside a word ends it and backgrounds
# the command, as in fish before 3.4; the default keeps a&b one word.
echo a&b
wait
echo done
# CHECK: a
# CHECKERR: minnow: Unknown command: b
# CHECKERR: exec_features_amp.fish (line 4):{{ }}
# CHECKERR: echo a&b
# CHECKERR:        ^
# CHECK: done
set -l minnow (status fish-path)
$minnow -c 'echo a&b'
# CHECK: a&b
