# RUN: %minnow %s
# Runtime errors: an unknown command (127) is reported with the line and a
# caret, and from inside a function with the call trace; the script goes on.
echo a
nosuchcmd arg
echo status $status
function f
    nosuch2
end
f
echo status $status
begin
    nosuch3 2>/dev/null
end 2>/dev/null
# CHECK: a
# CHECK: status 127
# CHECK: status 127
# CHECKERR: minnow: Unknown command: nosuchcmd
# CHECKERR: exec_errors.fish (line 5):{{ }}
# CHECKERR: nosuchcmd arg
# CHECKERR: ^~~~~~~~^
# CHECKERR: minnow: Unknown command: nosuch2
# CHECKERR: exec_errors.fish (line 8):{{ }}
# CHECKERR:     nosuch2
# CHECKERR:     ^~~~~~^
# CHECKERR: in function 'f'
# CHECKERR: 	called on line 10 of file exec_errors.fish
# The message goes to the shell's stderr whatever the redirections say.
# CHECKERR: minnow: Unknown command: nosuch3
# CHECKERR: exec_errors.fish (line 13):{{ }}
# CHECKERR:     nosuch3 2>/dev/null
# CHECKERR:     ^~~~~~^
