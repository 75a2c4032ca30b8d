# RUN: %minnow %s
# Completing inside a brace still open completes the item being typed, the
# word's start kept.
set -l dir (mktemp -d)
cd $dir
touch abc abd xyz
complete -C 'foo {' | string replace -r '\t.*' ''
# CHECK: {abc
# CHECK: {abd
# CHECK: {xyz
complete -C 'foo {x,a' | string replace -r '\t.*' ''
# CHECK: {x,abc
# CHECK: {x,abd
cd /
rm -r $dir
