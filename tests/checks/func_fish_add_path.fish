# RUN: %minnow %s
# REQUIRES: %minnow -c 'string length x' >/dev/null 2>&1
# fish_add_path: directories into $fish_user_paths (or $PATH with -P), once
# each, normalized but with symbolic links kept.
set -g d (mktemp -d)
mkdir $d/bin $d/sbin $d/opt
touch $d/file
ln -s $d/bin $d/link
function show
    echo (string replace -a -- $d D "$argv")
end

# Without fish_user_paths, a universal one is made.
fish_add_path $d/bin
echo $status
set -U -q fish_user_paths; and echo universal
show $fish_user_paths
contains -- $d/bin $PATH; and echo in PATH
# CHECK: 0
# CHECK: universal
# CHECK: D/bin
# CHECK: in PATH
set -e -U fish_user_paths
set -g fish_user_paths

function onset --on-variable fish_user_paths
    echo set fish_user_paths
end
fish_add_path -v $d/bin/ $d/link $d/bin
# CHECK: set fish_user_paths {{.*}}/bin {{.*}}/link
# CHECK: set fish_user_paths
# Nothing new: no change, no event, status 1.
fish_add_path $d/bin
echo $status
# CHECK: 1
fish_add_path $d/nope $d/file
echo $status
# CHECK: 1
functions -e onset

fish_add_path -a $d/sbin
show $fish_user_paths
# CHECK: D/bin D/link D/sbin
fish_add_path -m $d/sbin
show $fish_user_paths
# CHECK: D/sbin D/bin D/link
fish_add_path -m -a $d/sbin $d/bin
show $fish_user_paths
# CHECK: D/link D/sbin D/bin
# Relative paths are made absolute.
builtin cd $d
fish_add_path -n opt .
# CHECK: set fish_user_paths {{.*}}/opt {{.*}} {{.*}}/link {{.*}}/sbin {{.*}}/bin
show $fish_user_paths
# CHECK: D/link D/sbin D/bin
# -P: $PATH itself, globally.
set -l before "$PATH"
fish_add_path -P -n $d/opt | string replace -- $d D
# CHECK: set -g PATH D/opt {{.*}}
test "$before" = "$PATH"; and echo unchanged
# CHECK: unchanged
fish_add_path -P -a $d/opt
echo (string replace -- $d D $PATH[-1])
# CHECK: D/opt

fish_add_path -g -U $d/opt
# CHECKERR: fish_add_path: U/universal g/global: options cannot be used together
fish_add_path -a -p $d/opt
# CHECKERR: fish_add_path: a/append p/prepend: options cannot be used together
fish_add_path -P -U $d/opt
# CHECKERR: fish_add_path: P/path U/universal: options cannot be used together
builtin cd /
rm -r $d
