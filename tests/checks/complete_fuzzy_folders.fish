# RUN: %minnow %s
# A folder of the path being completed that does not exist stands for the
# folders there it matches (prefix, other case, substring), as fish: what is
# found through one replaces the whole token. A folder that exists is taken
# as typed; one that matches nothing gives nothing.
set -l dir (mktemp -d)
cd $dir
mkdir -p foo/bar foo/Other/deep
touch foo/bar/baz.fish foo/Other/deep/file
complete -C 'ls f/b/baz' | string replace -r -- '\t.*' ''
# CHECK: foo/bar/baz.fish
complete -C 'ls F/a/' | string replace -r -- '\t.*' ''
# CHECK: foo/bar/baz.fish
complete -C 'ls foo/oth/d' | string replace -r -- '\t.*' ''
# CHECK: foo/Other/deep/
complete -C 'ls foo/bar/b' | string replace -r -- '\t.*' ''
# CHECK: foo/bar/baz.fish
complete -C 'ls foo/zzz/b'
echo none
# CHECK: none
cd /
rm -r $dir
