# RUN: %minnow %s
# REQUIRES: %minnow -c 'string length x' >/dev/null 2>&1
# fish_add_path -v as fish 4 has it: it also says why a directory was not
# added, and when nothing was (fish 3.6 only names missing paths).
set -g d (mktemp -d)
mkdir $d/bin
touch $d/file
set -g fish_user_paths $d/bin
fish_add_path -v $d/bin $d/nope $d/file
echo $status
# CHECK: Skipping already included path: {{.*}}/bin
# CHECK: Skipping non-existent path: {{.*}}/nope
# CHECK: Skipping path because it is a file instead of a directory: {{.*}}/file
# CHECK: No paths to add, not setting anything.
# CHECK: 1
# With -m, a directory already there is moved, not skipped.
mkdir $d/sbin
fish_add_path -a $d/sbin
fish_add_path -v -m $d/sbin
# CHECK: set fish_user_paths {{.*}}/sbin {{.*}}/bin
rm -r $d
