# RUN: %minnow %s
# A function or an eval that runs no command succeeds; a block keeps the
# status it found; a command that expands to the empty string is an error.
function empty
end
false
empty
echo function $status
# CHECK: function 0
function only_if
    if false
    end
end
false
only_if
echo if only $status
# CHECK: if only 0
function bare_return
    return
end
false
bare_return
echo return $status
# CHECK: return 1
false
begin
end
echo block $status
# CHECK: block 1
false
eval "begin; end"
echo eval block $status
# CHECK: eval block 0
set -l nothing
$nothing
# CHECKERR: lang_empty_status.fish (line 35): The expanded command was empty.
# CHECKERR: $nothing
# CHECKERR: ^~~~~~~^
eval ""
echo eval nothing $status
# CHECK: eval nothing 0
eval '""'
echo eval empty $status
# CHECKERR: lang_empty_status.fish (line 1): The expanded command was empty.
# CHECKERR: ""
# CHECKERR: ^^
# CHECK: eval empty 123
set -l e ''
$e
# CHECKERR: lang_empty_status.fish (line 49): The expanded command was empty.
# CHECKERR: $e
# CHECKERR: ^^
echo var empty $status
# CHECK: var empty 123
