# RUN: sh data/indent/cli.sh %minnow_indent
# minnow_indent's options and exit statuses: printing, --check, --write,
# errors, --version, --help, --dump-ast. The script is data/indent/cli.sh.

# CHECK: if true
# CHECK:     echo a
# CHECK: end
# CHECK: if true
# CHECK:     echo a
# CHECK: end
# CHECK: print: 0
# CHECK: check tidy: 0
# CHECK: check messy: 1
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
# CHECKERR: minnow_indent: --write needs a file to rewrite
# CHECK: write without file: 2
# CHECKERR: minnow_indent: cannot open 'no-such-file.fish': No such file or directory
# CHECK: missing: 1
# CHECKERR: minnow_indent: cannot open 'no-such-file.fish': No such file or directory
# CHECK: check missing: 1
# CHECK: bogus: 2
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
