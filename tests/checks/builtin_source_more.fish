# RUN: %minnow %s
# source: `-` and no file read stdin (with the arguments in $argv), `--`
# ends the options, and fish's errors for a missing file, a directory, an
# empty name (escaped), a file that does not parse, and unknown options.
set -l d (command mktemp -d)
printf 'echo sourced $argv\n' > $d/ok.fish
printf 'echo (\n' > $d/bad.fish
command mkdir $d/dir
echo 'echo from stdin $argv' | source - x y; echo $status
echo 'echo from stdin2 $argv' | source; echo $status
source -- $d/ok.fish c; echo $status
source $d/nonexist 2>&1 | string replace $d D; echo $status
source $d/dir 2>&1 | string replace $d D
source ''; echo $status
source --bogus; echo $status
cd $d; source bad.fish; echo $status; cd /
echo 'echo (' | source; echo $status
source - <&-; echo $status
command rm -r $d
# CHECK: from stdin x y
# CHECK: 0
# CHECK: from stdin2
# CHECK: 0
# CHECK: sourced c
# CHECK: 0
# CHECK: source: Error encountered while sourcing file 'D/nonexist':
# CHECK: source: No such file or directory
# CHECK: 0
# CHECK: error: Unable to read input file: Is a directory
# CHECK: source: Error while reading file 'D/dir'
# CHECK: 1
# CHECK: 2
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECKERR: source: Error encountered while sourcing file '''':
# CHECKERR: source: No such file or directory
# CHECKERR: source: --bogus: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_source_more.fish (line 15):{{ }}
# CHECKERR: source --bogus; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help source' for related documentation)
# CHECKERR: bad.fish (line 1): Unexpected end of string, expecting ')'
# CHECKERR: echo (
# CHECKERR:      ^
# CHECKERR: from sourcing file bad.fish
# CHECKERR: 	called on line 16 of file builtin_source_more.fish
# CHECKERR: source: Error while reading file 'bad.fish'
# CHECKERR: - (line 1): Unexpected end of string, expecting ')'
# CHECKERR: echo (
# CHECKERR:      ^
# CHECKERR: from sourcing file -
# CHECKERR: 	called on line 17 of file builtin_source_more.fish
# CHECKERR: source: Error while reading file '<stdin>'
# CHECKERR: source: stdin is closed
