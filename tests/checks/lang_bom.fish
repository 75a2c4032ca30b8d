# RUN: %minnow %s
# A UTF-8 byte order mark at the start of sourced text is skipped.
printf '\xef\xbb\xbfecho bom ok\n' | source
# CHECK: bom ok
printf '\xef\xbb\xbfecho file ok\n' > $TMPDIR/minnow-bom-test.fish
source $TMPDIR/minnow-bom-test.fish
# CHECK: file ok
rm $TMPDIR/minnow-bom-test.fish
