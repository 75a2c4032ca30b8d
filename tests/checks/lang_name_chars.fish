# RUN: %minnow %s
# A variable's name is ASCII letters, digits and _ plus Unicode letters and
# digits (fish 4's is_alphanumeric): any other character ends it. fzf.fish
# draws its boxes as ╭$line╮, which named no variable at all.
set -l line ──
set -l héllo 1
echo ╭$line╮ "╭$line╮" $line·x $héllo"x" {$héllo}ü
# CHECK: ╭──╮ ╭──╮ ──·x 1x 1ü
set -g lineü 2
complete -C 'echo ╭$lineü'
# CHECK: ╭$lineü	Variable: 2
a╮=b echo not an assignment
# CHECKERR: {{.*}}: Unknown command: a╮=b
# CHECKERR: {{.*}}
# CHECKERR: a╮=b echo not an assignment
# CHECKERR: ^~~^
