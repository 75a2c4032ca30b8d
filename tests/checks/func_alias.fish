# RUN: %minnow %s
# REQUIRES: %minnow -c 'string length x' >/dev/null 2>&1
# alias defines a function that wraps a command; alone it lists them.
alias ll 'ls -1'
alias hi='echo hi'
alias say echo
functions ll | grep -e '^function' -e ls
# CHECK: function ll --wraps='ls -1' --description 'alias ll ls -1'
# CHECK: {{ *}}ls -1 $argv
functions hi | grep -e '^function'
# CHECK: function hi --description 'alias hi=echo hi'
hi there
say a b
# CHECK: hi there
# CHECK: a b
alias | grep -e '^alias \(ll\|hi\|say\) '
# CHECK: alias hi 'echo hi'
# CHECK: alias ll 'ls -1'
# CHECK: alias say echo
# An alias named after its command calls the command (or the builtin).
alias echo 'echo prefix'
echo x
functions echo | grep -e '^function' -e prefix
functions -e echo
# CHECK: prefix x
# CHECK: function echo --description 'alias echo echo prefix'
# CHECK: {{ *}}builtin echo prefix $argv
alias grep 'grep -i'
functions grep | grep -e 'command grep'
functions -e grep
# CHECK: {{ *}}command grep -i $argv
# No wrapped completions from a body ending in the alias's own name.
alias foo 'sudo foo'
functions foo | grep -e '^function'
# CHECK: function foo --description 'alias foo sudo foo'
# A # in the body does not swallow the end.
alias hash 'echo one # two'
hash
# CHECK: one

alias ''
alias 'x='
alias a b c
# CHECKERR: alias: name cannot be empty
# CHECKERR: alias: body cannot be empty
# CHECKERR: alias: expected <= 2 arguments; got 3
alias -x
# CHECKERR: alias: -x: unknown option

# The function reads as a file would hold it: the body on its own line,
# indented by four spaces.
alias spaced "'/opt/My Tools/run' --go"
functions spaced | string replace -r '^# .*' '#'
# CHECK: #
# CHECK: function spaced --wraps="'/opt/My Tools/run' --go" --description "alias spaced '/opt/My Tools/run' --go"
# CHECK:     '/opt/My Tools/run' --go $argv
# CHECK: end

# -s saves the alias with funcsave, for later sessions.
alias -s kept 'echo kept'
# CHECK: funcsave: wrote {{.*}}/functions/kept.fish
grep -c '^ *echo kept $argv$' $__fish_config_dir/functions/kept.fish
# CHECK: 1
