# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_dollar_brace_length.fish (line 10): ${ is not a valid variable in fish.
# CHECKERR: echo ${#files}
# CHECKERR:       ^
# CHECKERR: hint: for ${#x} write (count $x), for ${x%...} or ${x/...} use `string`, for ${x:-y} use `set -q`; see `help bash`
# CHECKERR: warning: Error while reading file bash_dollar_brace_length.fish
# CHECKERR:
set -l files a b c
echo ${#files}
# STDERR-TTY: our hints are for a person at a terminal
