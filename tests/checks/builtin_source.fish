# RUN: %minnow %s
# source runs a file in its own block scope with $argv set, return ends it,
# stdin works with no file; eval runs its joined arguments in the current scope.
set -l d (mktemp -d)
printf 'echo in-sourced $argv\nset -g from_sourced yes\nset -l sourced_local 1\nreturn 4\necho no\n' > $d/s.fish
source $d/s.fish a b
echo status $status $from_sourced "[$sourced_local]"
. $d/s.fish
echo "echo piped" | source
source $d/missing.fish 2>/dev/null; echo missing $status
eval "echo evald; set -l q 1"
echo q=$q
eval false; echo eval-status $status
rm -r $d
# CHECK: in-sourced a b
# CHECK: status 4 yes []
# CHECK: in-sourced
# CHECK: piped
# CHECK: missing 1
# CHECK: evald
# CHECK: q=1
# CHECK: eval-status 1
