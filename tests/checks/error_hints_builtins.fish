# RUN: %minnow %s
# Our hints under builtins' errors (the lines above each hint are fish's):
# cd and source with a name near one that exists, source of a bash file,
# set of a variable the shell owns.
set -l dir (command mktemp -d)
cd $dir
command mkdir -p projects/minnow
echo 'echo sourced' >setup.fish
printf '%s\n' 'export EDITOR=vi' 'if [ -n "$PS1" ]; then' '    echo interactive' 'fi' >env.sh

cd projetcs
# CHECKERR: cd: The directory 'projetcs' does not exist
# CHECKERR: {{.*}}cd.fish (line {{\d+}}):{{ }}
# CHECKERR:     builtin cd $argv
# CHECKERR:     ^
# CHECKERR: hint: did you mean 'projects'?
# CHECKERR: in function 'cd' with arguments 'projetcs'
# CHECKERR: 	called on line {{\d+}} of file error_hints_builtins.fish
# The first missing directory is mended, when the rest then exists.
cd $dir/project/minnow
# CHECKERR: cd: The directory '{{.*}}/project/minnow' does not exist
# CHECKERR: {{.*}}cd.fish (line {{\d+}}):{{ }}
# CHECKERR:     builtin cd $argv
# CHECKERR:     ^
# CHECKERR: hint: did you mean '{{.*}}/projects/minnow'?
# CHECKERR: in function 'cd' with arguments '{{.*}}/project/minnow'
# CHECKERR: 	called on line {{\d+}} of file error_hints_builtins.fish
cd projects/minow
# CHECKERR: cd: The directory 'projects/minow' does not exist
# CHECKERR: {{.*}}cd.fish (line {{\d+}}):{{ }}
# CHECKERR:     builtin cd $argv
# CHECKERR:     ^
# CHECKERR: hint: did you mean 'projects/minnow'?
# CHECKERR: in function 'cd' with arguments 'projects/minow'
# CHECKERR: 	called on line {{\d+}} of file error_hints_builtins.fish
# Nothing near: fish's lines alone.
cd elsewhere
# CHECKERR: cd: The directory 'elsewhere' does not exist
# CHECKERR: {{.*}}cd.fish (line {{\d+}}):{{ }}
# CHECKERR:     builtin cd $argv
# CHECKERR:     ^
# CHECKERR: in function 'cd' with arguments 'elsewhere'
# CHECKERR: 	called on line {{\d+}} of file error_hints_builtins.fish

source setup.fsh
# CHECKERR: source: Error encountered while sourcing file 'setup.fsh':
# CHECKERR: source: No such file or directory
# CHECKERR: hint: did you mean 'setup.fish'?
source setup.fish
# CHECK: sourced
source env.sh
# CHECKERR: env.sh (line 2): Missing end to balance this if statement
# CHECKERR: if [ -n "$PS1" ]; then
# CHECKERR: ^^
# CHECKERR: hint: an if needs no 'then' and closes with 'end': `if COND; COMMANDS; end`; see `help conditions`
# CHECKERR: from sourcing file env.sh
# CHECKERR: 	called on line {{\d+}} of file error_hints_builtins.fish
# CHECKERR: source: Error while reading file 'env.sh'
# CHECKERR: hint: this looks like a file for bash, whose syntax differs: run it with bash, or translate it; see `help bash`

set PWD /
# CHECKERR: set: Tried to change the read-only variable 'PWD'
# CHECKERR: hint: $PWD always names the working directory: `cd DIR` changes it; see `help cd`
set status 1
# CHECKERR: set: Tried to change the read-only variable 'status'
# CHECKERR: hint: each command sets $status as it ends, and a function returns its own with `return N`; see `help special-variables`
set -g hostname box
# CHECKERR: set: Tried to change the read-only variable 'hostname'
# CHECKERR: hint: the shell sets $hostname and nobody else may, as with $status, $PWD, $SHLVL, $fish_pid, $version...: use another name; see `help special-variables`
set -e fish_pid
# CHECKERR: set: Tried to modify the special variable 'fish_pid' with the wrong scope
# CHECKERR: hint: the shell sets $fish_pid and nobody else may, as with $status, $PWD, $SHLVL, $hostname, $version...: use another name; see `help special-variables`
# A special variable that may be set, but only globally: no hint.
set -l umask 022
# CHECKERR: set: Tried to modify the special variable 'umask' with the wrong scope

# for may not loop over one either (the shell's value stays).
for PWD in /
end
echo status $status, still in (string replace -r '.*/' '' -- $PWD)
# CHECKERR: error_hints_builtins.fish (line {{\d+}}): for: PWD: cannot overwrite read-only variable
# CHECKERR: for PWD in /
# CHECKERR:     ^~^
# CHECKERR: hint: $PWD always names the working directory: `cd DIR` changes it; see `help cd`
# CHECK: status 2, still in {{tmp\..*}}

cd /
command rm -r $dir
# STDERR-TTY: our hints are for a person at a terminal
