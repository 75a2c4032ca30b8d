# RUN: %minnow %s
# return and exit: a number (negative ones wrap around, past 255 is 255),
# -h, errors with the trailer (and no return); break and continue refuse
# arguments with their page; true and false ignore theirs. fish 4 reads
# `return -- -3` as -3 (fish 3.6 complained about `--`), and maps a negative
# `exit` status as `return` does (fish 3.6 aborted).
function f; return $argv; echo not here; end
f 3; echo $status
f -1; echo $status
f -255; echo $status
f 256; echo $status
f 1000; echo $status
f -- -3; echo $status
f abc; echo $status
f 1 2; echo $status
f --bogus; echo $status
function g; false; return; end; g; echo $status
function h; return -h >/dev/null; echo after help $status; end; h
begin
    for x in 1 2
        break -h
        echo loop $x
    end
end 2>&1 | string match -r 'unknown option|^loop [12]$'
for x in 1; continue extra; end 2>/dev/null; echo $status
true -x --help; echo $status
false -h --help; echo $status
set -l shell (status fish-path)
for code in 0 7 255 256 300 -1 -2
    $shell -c "exit $code" 2>/dev/null; echo "exit $code: $status"
end
$shell -c 'exit abc; echo still $status' 2>&1
$shell -c 'exit 1 2; echo still $status' 2>/dev/null
$shell -c 'false; exit; echo not here'; echo $status
# CHECK: 3
# CHECK: 255
# CHECK: 1
# CHECK: 255
# CHECK: 255
# CHECK: 253
# CHECK: not here
# CHECK: 0
# CHECK: not here
# CHECK: 0
# CHECK: not here
# CHECK: 0
# CHECK: 1
# CHECK: after help 0
# CHECK: loop 1
# CHECK: loop 2
# CHECK: 2
# CHECK: 0
# CHECK: 1
# CHECK: exit 0: 0
# CHECK: exit 7: 7
# CHECK: exit 255: 255
# CHECK: exit 256: 255
# CHECK: exit 300: 255
# CHECK: exit -1: 255
# CHECK: exit -2: 254
# CHECK: exit: abc: invalid integer
# CHECK: {{^$}}
# CHECK: Standard input (line 1):{{ }}
# CHECK: exit abc; echo still $status
# CHECK: ^
# CHECK: {{^$}}
# CHECK: (Type 'help exit' for related documentation)
# CHECK: still 2
# CHECK: still 2
# CHECK: 1
# CHECKERR: return: abc: invalid integer
# CHECKERR: {{^$}}
# CHECKERR: builtin_return_exit.fish (line 7):{{ }}
# CHECKERR: function f; return $argv; echo not here; end
# CHECKERR:             ^
# CHECKERR: in function 'f' with arguments 'abc'
# CHECKERR: 	called on line 14 of file builtin_return_exit.fish
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help return' for related documentation)
# CHECKERR: return: too many arguments
# CHECKERR: {{^$}}
# CHECKERR: builtin_return_exit.fish (line 7):{{ }}
# CHECKERR: function f; return $argv; echo not here; end
# CHECKERR:             ^
# CHECKERR: in function 'f' with arguments '1 2'
# CHECKERR: 	called on line 15 of file builtin_return_exit.fish
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help return' for related documentation)
# CHECKERR: return: --bogus: invalid integer
# CHECKERR: {{^$}}
# CHECKERR: builtin_return_exit.fish (line 7):{{ }}
# CHECKERR: function f; return $argv; echo not here; end
# CHECKERR:             ^
# CHECKERR: in function 'f' with arguments '--bogus'
# CHECKERR: 	called on line 16 of file builtin_return_exit.fish
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help return' for related documentation)

# a negative exit status is warned about, as fish 4 does
$shell -c 'exit -5'; echo "exit -5: $status"
# CHECKERR: warning: builtin exit returned invalid exit code -5
# CHECK: exit -5: 251
