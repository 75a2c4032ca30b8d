# RUN: %minnow %s
# A variable name takes letters and digits, non-ASCII ones too, and stops
# at anything else: box drawing or an arrow right after a name is text.
set -l a X
echo "$a╭─" $a─ "[$a→]"
# CHECK: X╭─ X─ [X→]
set -l é 1
set -l aé Y
echo $é "$aé" $aé[1]
# CHECK: 1 Y Y
# the same in a variable assignment before a command
a╭=1 true
# CHECKERR: {{.*}}: Unknown command: a╭=1
# CHECKERR: {{.*}}
# CHECKERR: a╭=1 true
# CHECKERR: ^~~^
é=2 echo $é
# CHECK: 2
