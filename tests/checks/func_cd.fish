# RUN: %minnow %s
# The cd function: $dirprev/$dirnext history, `cd -`, at most 25 entries,
# no history from a command substitution, fish's errors.
set -g d (mktemp -d)
mkdir -p $d/a $d/b $d/c
builtin cd $d
function show
    echo "$PWD|$dirprev|$dirnext|$__fish_cd_direction" | sed "s|$d|D|g"
end
cd a
show
cd ../b
show
# CHECK: D/a|D||prev
# CHECK: D/b|D D/a||prev
cd -
show
# CHECK: D/a|D|D/b|next
cd -
show
# CHECK: D/b|D D/a||prev
cd -- $d/c
show
# CHECK: D/c|D D/a D/b||prev
# Same directory: no new entry.
cd .
show
# CHECK: D/c|D D/a D/b||prev
# A substitution changes the directory (it runs in the shell) but not the history.
echo (cd $d/a; pwd | sed "s|$d|D|")
show
# CHECK: D/a
# CHECK: D/a|D D/a D/b||prev

# fish 4: the builtin refuses a second directory.
cd $d/a $d/b
echo status $status
# CHECKERR: cd: expected 1 arguments; got 2
# CHECK: status 2
cd -- $d/a $d/b
echo status $status
# CHECKERR: cd: expected 1 arguments; got 2
# CHECK: status 2

cd $d/nope
echo status $status
show
# CHECKERR: cd: The directory '{{.*}}/nope' does not exist
# CHECKERR: {{.*}}/cd.fish (line {{\d+}}):{{ }}
# CHECKERR:     builtin cd $argv
# CHECKERR:     ^
# CHECKERR: in function 'cd' with arguments '{{.*}}/nope'
# CHECKERR: 	called on line 45 of file func_cd.fish
# CHECK: status 1
# CHECK: D/a|D D/a D/b||prev

# The history keeps 25 directories.
for i in (seq 30)
    cd $d/a
    cd $d/b
end
count $dirprev
echo $dirprev[1] | sed "s|$d|D|"
# CHECK: 25
# CHECK: D/a

# Universal history variables stay universal.
set -e dirprev
set -U dirprev
cd $d/c
set -U -q dirprev; and set -g -q dirprev; or echo universal (count $dirprev)
# CHECK: universal 1
set -e -U dirprev

cd /
rm -r $d
