# RUN: %minnow %s
# Our hints under "Unknown command" (the lines above each hint are fish's):
# what the fish language writes for another shell's keywords and builtins,
# backquotes and assignments, and "did you mean" for a typo of a builtin, a
# function or a path. $PATH is emptied so that only those can be near.
set -l dir (command mktemp -d)
cd $dir
command mkdir bin sub
echo 'echo hi' >script.sh
set -l path $PATH
set -g PATH $dir/bin
function greet_user
    echo hello
end

[[ -n x ]]
# CHECKERR: minnow: Unknown command: '[[ -n x ]]'
# CHECKERR: error_hints_commands.fish (line {{\d+}}):{{ }}
# CHECKERR: [[ -n x ]]
# CHECKERR: ^~~~~~~~~^
# CHECKERR: hint: there is no [[ ]]: use `test` or [ ] with quoted variables, or `string match` for patterns; see `help conditions`
if true; then
    echo yes
end
# CHECKERR: minnow: Unknown command: then
# CHECKERR: error_hints_commands.fish (line {{\d+}}):{{ }}
# CHECKERR: if true; then
# CHECKERR:          ^~~^
# CHECKERR: hint: an if needs no 'then' and closes with 'end': `if COND; COMMANDS; end`; see `help conditions`
# CHECK: yes
local count 3
# CHECKERR: minnow: Unknown command: local
# CHECKERR: error_hints_commands.fish (line {{\d+}}):{{ }}
# CHECKERR: local count 3
# CHECKERR: ^~~~^
# CHECKERR: hint: `set -l NAME VALUE` makes a variable local to its block or function; see `help scoping`
unset count
# CHECKERR: minnow: Unknown command: unset
# CHECKERR: error_hints_commands.fish (line {{\d+}}):{{ }}
# CHECKERR: unset count
# CHECKERR: ^~~~^
# CHECKERR: hint: `set -e NAME` erases a variable (and `functions -e NAME` a function); see `help variables`
`pwd`
# CHECKERR: minnow: Unknown command: `pwd`
# CHECKERR: error_hints_commands.fish (line {{\d+}}):{{ }}
# CHECKERR: `pwd`
# CHECKERR: ^~~~^
# CHECKERR: hint: backquotes are not command substitution: write (COMMAND) or $(COMMAND); see `help command-substitution`
count+=1
# CHECKERR: minnow: Unknown command: count+=1
# CHECKERR: error_hints_commands.fish (line {{\d+}}):{{ }}
# CHECKERR: count+=1
# CHECKERR: ^~~~~~~^
# CHECKERR: hint: `set NAME VALUE` sets a variable, `set -a NAME VALUE` appends to one; see `help variables`
greet_usr
# CHECKERR: minnow: Unknown command: greet_usr
# CHECKERR: error_hints_commands.fish (line {{\d+}}):{{ }}
# CHECKERR: greet_usr
# CHECKERR: ^~~~~~~~^
# CHECKERR: hint: did you mean 'greet_user'?
contians x x
# CHECKERR: minnow: Unknown command: contians
# CHECKERR: error_hints_commands.fish (line {{\d+}}):{{ }}
# CHECKERR: contians x x
# CHECKERR: ^~~~~~~^
# CHECKERR: hint: did you mean 'contains'?
./scirpt.sh
# CHECKERR: minnow: Unknown command: ./scirpt.sh
# CHECKERR: error_hints_commands.fish (line {{\d+}}):{{ }}
# CHECKERR: ./scirpt.sh
# CHECKERR: ^~~~~~~~~~^
# CHECKERR: hint: did you mean './script.sh'?

# Block keywords that only go inside a block are never suggested (case,
# else, end), and nothing is said when nothing is near.
casee x
# CHECKERR: minnow: Unknown command: casee
# CHECKERR: error_hints_commands.fish (line {{\d+}}):{{ }}
# CHECKERR: casee x
# CHECKERR: ^~~~^
zzqqxx
# CHECKERR: minnow: Unknown command: zzqqxx
# CHECKERR: error_hints_commands.fish (line {{\d+}}):{{ }}
# CHECKERR: zzqqxx
# CHECKERR: ^~~~~^

# A file that is there but cannot run: fish 4's message (that of 3.6 too).
./script.sh
echo status $status
# CHECKERR: error_hints_commands.fish (line {{\d+}}): Unknown command. './script.sh' exists but is not an executable file.
# CHECKERR: ./script.sh
# CHECKERR: ^~~~~~~~~~^
# CHECKERR: hint: `chmod +x ./script.sh` makes it executable, or run it through its interpreter, as in `sh ./script.sh`
# CHECK: status 126
./sub now
echo status $status
# CHECKERR: error_hints_commands.fish (line {{\d+}}): Unknown command. './sub' exists but is not an executable file.
# CHECKERR: ./sub now
# CHECKERR: ^~~~^
# CHECKERR: hint: './sub' is a directory: `cd ./sub` goes there
# CHECK: status 126
set -g PATH $path
cd /
command rm -r $dir
# STDERR-TTY: our hints are for a person at a terminal
