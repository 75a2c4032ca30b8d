# RUN: %minnow %s
# Our hint lines are for a person: with stderr a pipe (as for a script, a test
# or a tool) every error is fish's text alone. The same errors give hints on a
# terminal (error_hints_*.fish and the syntax-errors run with STDERR-TTY).
set -l dir (command mktemp -d)
cd $dir
function greet_user
    echo hello
end
greet_usr
# CHECKERR: minnow: Unknown command: greet_usr
# CHECKERR: error_hints_not_for_scripts.fish (line {{\d+}}):{{ }}
# CHECKERR: greet_usr
# CHECKERR: ^~~~~~~~^
math 'blah(3)'
# CHECKERR: math: Error: Unknown function
# CHECKERR: 'blah(3)'
# CHECKERR:  ^~~^
test a == b
# CHECKERR: test: unexpected argument at index 2: '=='
# CHECKERR: a == b
# CHECKERR:   ^
# CHECKERR: error_hints_not_for_scripts.fish (line {{\d+}}):{{ }}
# CHECKERR: test a == b
# CHECKERR: ^
set -g status 3
# CHECKERR: set: Tried to change the read-only variable 'status'
builtin cd /nonexistent_dir_xyz
# CHECKERR: cd: The directory '/nonexistent_dir_xyz' does not exist
# CHECKERR: error_hints_not_for_scripts.fish (line {{\d+}}):{{ }}
# CHECKERR: builtin cd /nonexistent_dir_xyz
# CHECKERR: ^
for PWD in a
end
# CHECKERR: error_hints_not_for_scripts.fish (line {{\d+}}): for: PWD: cannot overwrite read-only variable
# CHECKERR: for PWD in a
# CHECKERR:     ^~^
echo 'if [ -n x ]; then echo; fi' >b.sh
source b.sh
# CHECKERR: b.sh (line 1): Missing end to balance this if statement
# CHECKERR: if [ -n x ]; then echo; fi
# CHECKERR: ^^
# CHECKERR: from sourcing file b.sh
# CHECKERR: 	called on line {{\d+}} of file error_hints_not_for_scripts.fish
# CHECKERR: source: Error while reading file 'b.sh'
set -l self (status fish-path)
echo 'echo $?' | $self -n
# CHECKERR: minnow: $? is not the exit status. In fish, please use $status.
# CHECKERR: echo $?
# CHECKERR:       ^
# (a script whose interpreter is missing: exec_spawn_errors.fish, which
# valgrind cannot run)
