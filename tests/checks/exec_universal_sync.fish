# RUN: %minnow %s
# As fish: after a job that ran an external command, the universal variable
# file is read again when it changed, so what a child shell set with -U is
# seen at once, and --on-variable handlers run for what changed.
set -l minnow (status fish-path)
# (each test has a HOME of its own, so the universal variables are ours)

set -U shared 0
function on_shared --on-variable shared
    echo handler $argv
end
$minnow -c 'set -U shared 1'
# CHECK: handler VARIABLE SET shared
echo shared=$shared
# CHECK: shared=1
$minnow -c 'set -U shared 1'
# nothing changed: no handler
echo still=$shared
# CHECK: still=1
$minnow -c 'set -U new_one x y'
echo "new=$new_one"
# CHECK: new=x y
$minnow -c 'set -eU shared'
# CHECK: handler VARIABLE ERASE shared
set -q shared; or echo shared gone
# CHECK: shared gone
# a builtin alone runs no external command: nothing is read
echo 'SETUVAR sneaky:1' >> $__fish_config_dir/fish_variables
set -q sneaky; or echo not yet
# CHECK: not yet
command true
echo sneaky=$sneaky
# CHECK: sneaky=1
# an exported inherited variable equal to an exported universal one is not
# kept as a global that would hide the universal
set -Ux EDITOR emacs -nw
$minnow -c 'set -S EDITOR' | string match -r -e 'global|universal'
# CHECK: $EDITOR: set in universal scope, exported, with 2 elements
env EDITOR=vim $minnow -c 'set -S EDITOR' | string match -r -e 'global|universal'
# CHECK: $EDITOR: set in global scope, exported, with 1 elements
# CHECK: $EDITOR: set in universal scope, exported, with 2 elements

# a fish_variables that is a symlink stays one: its target is rewritten
set -l d (mktemp -d)
mkdir -p $d/minnow
echo > $d/target
ln -s $d/target $d/minnow/fish_variables
XDG_CONFIG_HOME=$d $minnow -c 'set -U through_link yes'
test -L $d/minnow/fish_variables; and echo still a symlink
# CHECK: still a symlink
string match -e through_link < $d/target
# CHECK: SETUVAR through_link:yes
rm -r $d
