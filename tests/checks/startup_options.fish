# RUN: %minnow %s
# minnow's own options, parsed as fish parses them: short ones cluster (-ic),
# -c may be repeated, errors in fish's words (exit status 1).
set -l minnow (status fish-path)

$minnow --interactive=value; echo "status $status"
# CHECKERR: minnow: --interactive=value: option does not take an argument
# CHECK: status 1
$minnow --no-such-option; echo "status $status"
# CHECKERR: minnow: --no-such-option: unknown option
# CHECK: status 1
$minnow -iz; echo "status $status"
# CHECKERR: minnow: -iz: unknown option
# CHECK: status 1
$minnow --features; echo "status $status"
# CHECKERR: minnow: --features: option requires an argument
# CHECK: status 1
$minnow -c; echo "status $status"
# CHECKERR: minnow: -c: option requires an argument
# CHECK: status 1

# -ic: an interactive session that runs the command and leaves
$minnow -N -ic 'status is-interactive; and echo interactive; return 3; echo not-here'; echo "status $status"
# CHECK: interactive
# CHECK: status 3
$minnow -N -c 'status is-interactive; or echo not-interactive'
# CHECK: not-interactive

# every -c runs, in order, with the same $argv; a syntax error in one is
# reported and the next runs all the same
$minnow -N -c 'echo one $argv' -c 'echo two $argv' a b
# CHECK: one a b
# CHECK: two a b
# commands read from stdin (or typed at a terminal) have no $argv at all,
# as in fish: a script and -c have one, even empty
echo 'set -q argv; echo stdin argv $status' | $minnow -N
# CHECK: stdin argv 1
$minnow -N -c 'set -q argv; echo -c argv $status'
# CHECK: -c argv 0
$minnow -N -c 'echo (' -c 'echo after'; echo "status $status"
# CHECKERR: minnow: Unexpected end of string, expecting ')'
# CHECKERR: echo (
# CHECKERR:      ^
# CHECK: after
# CHECK: status 0
$minnow -N -c 'set v 1' -c 'echo v=$v'
# CHECK: v=1
# exit ends the shell: later -c commands do not run
$minnow -N -c 'exit 4' -c 'echo not-run'; echo "status $status"
# CHECK: status 4
# -l, or a name starting with a dash, is a login shell
$minnow -N -l -c 'status is-login; and echo login'
# CHECK: login

# a folder is no script
$minnow -N .; echo "status $status"
# CHECKERR: error: Unable to read input file: Is a directory
# CHECKERR: warning: Error while reading file .
# CHECK: status 127

# --no-execute with nothing to read does nothing
$minnow --no-execute; echo "status $status"
# CHECK: status 0

# $SHLVL: an interactive shell is one deeper; garbage counts as 0, blanks
# around a number are allowed; a script passes it along
env SHLVL= $minnow -N -ic 'echo SHLVL $SHLVL'
# CHECK: SHLVL 1
env SHLVL=3foo $minnow -N -ic 'echo SHLVL $SHLVL'
# CHECK: SHLVL 1
env SHLVL=' 3 ' $minnow -N -ic 'echo SHLVL $SHLVL'
# CHECK: SHLVL 4
env SHLVL=5 $minnow -N -c 'echo SHLVL $SHLVL'
# CHECK: SHLVL 5
# exec leaves the stack of shells
env SHLVL=1 $minnow -N -ic "exec $minnow -N -ic 'echo SHLVL \$SHLVL'"
# CHECK: SHLVL 2

# --profile: one line per job, nested ones deeper; --profile-startup gets
# the configuration's
set -l d (mktemp -d)
mkdir -p $d/minnow/conf.d
echo 'set -g from_conf 1' > $d/minnow/conf.d/a.fish
XDG_CONFIG_HOME=$d $minnow --profile $d/run.prof --profile-startup $d/start.prof -c 'function f; echo in-f; end; f'
# CHECK: in-f
string replace -r '^ *\d+ +\d+ ' '' < $d/run.prof
# CHECK: Time (μs)   Sum (μs)  Command
# CHECK: > function f...
# CHECK: > f
# CHECK: -> echo in-f
string match -q '*builtin source */conf.d/a.fish' < $d/start.prof; and echo startup-profiled
# CHECK: startup-profiled
string match -q '*from_conf*' < $d/run.prof; or echo config-not-in-run
# CHECK: config-not-in-run
# the same file for both: all of it
XDG_CONFIG_HOME=$d $minnow --profile $d/both.prof --profile-startup $d/both.prof -c 'echo x >/dev/null'
string match -q '*set -g from_conf 1' < $d/both.prof; and string match -q '*echo x >/dev/null' < $d/both.prof
and echo both
# CHECK: both
rm -r $d

# -n with several -c: each is checked, the last one's result is the status
$minnow -n -c 'echo (' -c 'echo ok' 2>/dev/null; echo "status $status"
# CHECK: status 0
$minnow -n -c 'echo ok' -c 'echo (' 2>/dev/null; echo "status $status"
# CHECK: status 127

# fish's debugging options are accepted; --print-rusage-self reports at exit
$minnow -N -d config -D 3 -c 'echo debug-ok'
# CHECK: debug-ok
$minnow --print-debug-categories; echo "status $status"
# CHECK: status 0
$minnow -N --print-rusage-self -c true 2>&1 | string replace -r ':.*' ''
# CHECK: {{^}}  rusage self
# CHECK: {{^}}      user time
# CHECK: {{^}}       sys time
# CHECK: {{^}}     total time
# CHECK: {{^}}        max rss
# CHECK: {{^}}        signals

# blocks in the profile are named by their head, as fish names them
set -l d (mktemp -d)
$minnow -N --profile $d/p -c 'while false; end; begin; true; end; if true; end; for i in 1; end'
string replace -r '^ *\d+ +\d+ ' '' < $d/p
# CHECK: Time (μs)   Sum (μs)  Command
# CHECK: > while ...
# CHECK: -> false
# CHECK: > ...
# CHECK: -> true
# CHECK: > if true...
# CHECK: -> true
# CHECK: > for i in 1...
rm -r $d
