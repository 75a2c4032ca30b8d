# RUN: sh data/indent/cli.sh %minnow_indent
# minnow_indent's options and exit statuses, fish_indent's: printing, --check
# (the files that are not formatted on stderr, their count the status),
# --write, errors, --version, --help, --dump-parse-tree. The script is
# data/indent/cli.sh.

# CHECK: if true
# CHECK:     echo a
# CHECK: end
# CHECK: if true
# CHECK:     echo a
# CHECK: end
# CHECK: print: 0
# CHECK: check tidy: 0
# CHECKERR: messy.fish
# CHECK: check messy: 1
# CHECKERR: messy.fish
# CHECK: check both: 1
# CHECK: check stdin: 1
# CHECK: check stdin tidy: 0
# CHECK: write: 0
# CHECK: if true
# CHECK:     echo a
# CHECK: end
# CHECK: check after write: 0
# CHECK: write again: 0
# CHECK: messy.fish
# CHECK: tidy.fish
# CHECKERR: Expected file path to read/write for -w:
# CHECKERR:
# CHECKERR:  $ minnow_indent -w foo.fish
# CHECK: write without file: 1
# CHECKERR: Opening "no-such-file.fish" failed: No such file or directory (os error 2)
# CHECK: missing: 1
# CHECKERR: Opening "no-such-file.fish" failed: No such file or directory (os error 2)
# CHECK: check missing: 1
# CHECK: bogus: 1
# CHECK: minnow_indent, version 0.1.0
# CHECK: version: 0
# CHECK: minnow_indent, version 0.1.0
# CHECK: Usage: minnow_indent [OPTIONS] [FILE...]
# CHECK: job_list
# CHECK:   job_conjunction
# CHECK:     job
# CHECK:       command
# CHECK:         word 'echo'
# CHECK:         word 'hi'
# CHECK:         redirection
# CHECK:           punct '>'
# CHECK:           word 'out'
# CHECK:   \n
