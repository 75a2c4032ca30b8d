# RUN: %minnow %s
# eval: arguments joined with spaces and run in the current scope, with its
# own redirections; a text that does not parse gives its error (naming the
# calling file) and status 123; an empty one is 0.
eval; echo $status
eval ''; echo $status
eval 'begin; end'; echo $status
false; eval ''; echo $status
eval 'echo a; false'; echo $status
eval echo joined words
eval 'set -l inner 1'; set -q inner; and echo the local is in the calling scope
eval 'echo to-stderr >&2' 2>&1 | string replace to- got-
eval 'echo piped' | string upper
eval 'echo ('; echo $status
eval 'if true'; echo $status
function f
    eval 'echo )'
end
f; echo $status
eval -- 'echo hi' 2>&1 | string replace -r '^\S+: ' 'SHELL: '
eval 'return 5'; echo not reached
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: a
# CHECK: 1
# CHECK: joined words
# CHECK: the local is in the calling scope
# CHECK: got-stderr
# CHECK: PIPED
# CHECK: 123
# CHECK: 123
# CHECK: 123
# CHECKERR: builtin_eval.fish (line 1): Unexpected end of string, expecting ')'
# CHECKERR: echo (
# CHECKERR:      ^
# CHECKERR: {{^$}}
# CHECKERR: builtin_eval.fish (line 1): Missing end to balance this if statement
# CHECKERR: if true
# CHECKERR: ^^
# CHECKERR: hint: close this if statement with an 'end' after its last command; see `help conditions`
# CHECKERR: {{^$}}
# CHECKERR: builtin_eval.fish (line 1): Unexpected ')' for unopened parenthesis
# CHECKERR: echo )
# CHECKERR:      ^
# CHECKERR: in function 'f'
# CHECKERR: 	called on line 19 of file builtin_eval.fish
# CHECKERR: {{^$}}
# CHECKERR: {{\w+}}: Unknown command: --
# CHECKERR: builtin_eval.fish (line 1):{{ }}
# CHECKERR: -- echo hi
# CHECKERR: ^^
# STDERR-TTY: our hints are for a person at a terminal
