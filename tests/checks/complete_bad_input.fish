# RUN: %minnow %s
# Completion under bad input: a folder of 100,000 files, names with a
# newline, an escape sequence and invalid UTF-8, a rule whose code fails,
# a command with 10,000 candidates. Nothing crashes or hangs; errors are
# reported and completion goes on.

set -l tmp (mktemp -d)
cd $tmp
mkdir big
cd big
# 100,000 files, made in a few big batches
command seq -f 'file%06g' 1 100000 | command xargs touch
cd $tmp
complete -C 'ls big/' | count
# CHECK: 100000
complete -C 'ls big/file09999'
# CHECK: big/file099990
# CHECK: big/file099991
# CHECK: big/file099992
# CHECK: big/file099993
# CHECK: big/file099994
# CHECK: big/file099995
# CHECK: big/file099996
# CHECK: big/file099997
# CHECK: big/file099998
# CHECK: big/file099999
complete -C 'ls big/file100000'
# CHECK: big/file100000
rm -rf big

# awkward names come back as they are (escaped with --escape)
mkdir odd
touch odd/(printf 'new\nline' | string collect) odd/(printf 'esc\e[31mape') odd/(printf 'bad\xffbyte')
complete --escape -C 'ls odd/n'
# CHECK: odd/new\nline
complete --escape -C 'ls odd/e'
# CHECK: odd/esc\e\[31mape
complete --escape -C 'ls odd/b'
# CHECK: odd/bad\Xffbyte

# a rule whose code fails: its error is printed (to the shell's stderr, as
# fish does), the other rules still work
function failer
end
complete -c failer -x -a '(no_such_command_here)'
complete -c failer -s q -d Quiet
complete -C 'failer -'
# CHECK: -q	Quiet
# CHECKERR: minnow: Unknown command: no_such_command_here
# CHECKERR: complete_bad_input.fish (line 1):{{ }}
# CHECKERR: no_such_command_here
# CHECKERR: ^~~~~~~~~~~~~~~~~~~^
# CHECKERR: in command substitution
# CHECKERR: {{\s*}}called on line {{\d+}} of file complete_bad_input.fish
echo still here
# CHECK: still here

# 10,000 candidates
function many
end
complete -c many -x -a '(command seq 10000)'
complete -C 'many ' | count
# CHECK: 10000
complete -C 'many 9999'
# CHECK: 9999

cd /
rm -rf $tmp
# fish 4's words: a broken word in an argument list, -C without a line
# outside an interactive shell, completion that calls itself forever
complete -c brokenargs -a "foo\\"
# CHECKERR: complete: foo\: contains a syntax error
# CHECKERR: complete: Expected a string, but found an incomplete token
# CHECKERR: foo\
# CHECKERR:    ^
complete -C; echo $status
# CHECKERR: complete: Can not get commandline in non-interactive mode
# CHECK: 1
complete -c selfcall -xa '(complete -C"selfcall ")'
complete -C'selfcall '
# CHECKERR: error: completion reached maximum recursion depth, possible cycle?
