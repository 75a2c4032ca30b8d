# RUN: %minnow %s
# block: held-back events run once no block is left, as a later job ends or
# another event fires; the scopes of a plain block, -l and -g; the errors.
function on_foo --on-event foo
    echo "foo fired $argv"
end
function on_var --on-variable watched
    echo "watched changed"
end

# -g holds everything back until block -e; the events then run in order as
# that job ends.
block -g
emit foo 1
echo after emit
set watched 1
echo after set
block -e
echo after erase
# CHECK: after emit
# CHECK: after set
# CHECK: foo fired 1
# CHECK: watched changed
# CHECK: after erase

# A plain block in a function lasts until it returns, and covers functions it
# calls; a function run with --no-scope-shadowing counts too (as fish 4's
# manual and fish 3 have it; fish 4's code blocks the caller's scope instead).
function plain
    block
    emit foo 2
    inner
    echo end of plain
end
function inner
    emit foo 3
    echo in inner
end
plain
echo after plain
function noshadow --no-scope-shadowing
    block
    emit foo 4
    echo end of noshadow
end
begin
    noshadow
    echo after noshadow
end
# CHECK: in inner
# CHECK: end of plain
# CHECK: foo fired 2
# CHECK: foo fired 3
# CHECK: after plain
# CHECK: end of noshadow
# CHECK: foo fired 4
# CHECK: after noshadow

# -l ends with the innermost block; the event runs when the next job ends
# (the end of a begin block is not a job).
function local_block
    begin
        block -l
        emit foo 5
        echo in begin
    end
    echo after begin
    echo after begin 2
end
local_block
# CHECK: in begin
# CHECK: after begin
# CHECK: foo fired 5
# CHECK: after begin 2

# Outside any function, a plain block and -l are global.
block -l
emit foo 6
block -e
echo erased
block
emit foo 7
block -e
echo erased again
block -g; emit foo 8; block -e; echo same line
# CHECK: foo fired 6
# CHECK: erased
# CHECK: foo fired 7
# CHECK: erased again
# CHECK: foo fired 8
# CHECK: same line

# Errors.
block -e
echo $status
block -g -e
echo $status
block -l --erase
echo $status
block -q
echo $status
# CHECK: 1
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: block: No blocks defined
# CHECKERR: block: Can not specify scope when removing block
# CHECKERR: block: Can not specify scope when removing block
# CHECKERR: block: -q: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_block.fish (line 100):{{ }}
# CHECKERR: block -q
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help block' for related documentation)
