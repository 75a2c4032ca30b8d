# RUN: %minnow %s
# $fish_emoji_width: the columns string counts for an emoji that Unicode 9
# made wide (2 by default; 1 for older terminals). Other wide characters
# stay wide.
string length --visible \U2693 \U1F600 日
# CHECK: 2
# CHECK: 2
# CHECK: 2
set -l fish_emoji_width 1
string length --visible \U2693 \U1F600 日
# CHECK: 1
# CHECK: 1
# CHECK: 2
string pad -w 3 \U2693 | string length
# CHECK: 3
string shorten -m 2 \U2693\U2693\U2693
# CHECK: ⚓…
set fish_emoji_width 7
string length --visible \U2693
# CHECK: 2
set fish_emoji_width nonsense
string length --visible \U2693
# CHECK: 1
