# RUN: %minnow %s
# set -U writes fish's fish_variables format under our config folder, and
# another minnow sees the values; erasing removes the line.
set -l minnow (status fish-path)
set -l d (mktemp -d)
XDG_CONFIG_HOME=$d $minnow -c 'set -U myu a "b c" "d:e"; set -Ux myx 1; set -U --path mypath /a /b; set -U q "it\'s \$ é"'
cat $d/minnow/fish_variables
XDG_CONFIG_HOME=$d $minnow -c 'echo $myu[2]; echo $q; sh -c "echo child \$myx"; set -eU myu'
grep -c myu $d/minnow/fish_variables
rm -r $d
# CHECK: # This file contains fish universal variable definitions.
# CHECK: # VERSION: 3.0
# CHECK: SETUVAR --path mypath:/a\x1e/b
# CHECK: SETUVAR myu:a\x1eb\x20c\x1ed\x3ae
# CHECK: SETUVAR --export myx:1
# CHECK: SETUVAR q:it\x27s\x20\x24\x20\u00e9
# CHECK: b c
# CHECK: it's $ é
# CHECK: child 1
# CHECK: 0

# An empty list is written \x1d, as fish writes it, and an empty field is
# one empty element (fish's file read the same way).
set -l d (mktemp -d)
XDG_CONFIG_HOME=$d $minnow -c 'set -U none; set -U blank ""'
# The file itself is locked while it is saved, as fish does: no lock file.
ls $d/minnow
grep -e none -e blank $d/minnow/fish_variables
printf '%s\n' 'SETUVAR fnone:\x1d' 'SETUVAR fblank:' >>$d/minnow/fish_variables
XDG_CONFIG_HOME=$d $minnow -c 'count $none $blank; count $fnone; count $fblank'
rm -r $d
# CHECK: fish_variables
# CHECK: SETUVAR blank:
# CHECK: SETUVAR none:\x1d
# CHECK: 1
# CHECK: 0
# CHECK: 1
