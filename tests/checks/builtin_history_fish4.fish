# RUN: %minnow %s
# history as fish 4 has it (append, clear-session, the function's prompts),
# and what is ours: `history merge --from` imports, the file's place and
# mode, $fish_history switching, private mode. Not run against fish 3.6,
# which has no `append` and writes to .../fish.
set -q XDG_DATA_HOME[1]; or set -gx XDG_DATA_HOME $HOME/.local/share
set -l dir $XDG_DATA_HOME/minnow
set -l minnow (status fish-path)

# append: saved at once, seen by this session
history append 'echo one' 'echo two' 'git status'
history
# CHECK: git status
# CHECK: echo two
# CHECK: echo one
string match -- '- cmd: *' <$dir/minnow_history
# CHECK: - cmd: echo one
# CHECK: - cmd: echo two
# CHECK: - cmd: git status
path filter -f $dir/minnow_history >/dev/null; and stat -c %a $dir/minnow_history $dir
# CHECK: 600
# CHECK: 700
echo $history
# CHECK: git status echo two echo one
# the function reads the command when none is given
echo 'make all' | history append
history -n1
# CHECK: make all

# delete through the function: pick by number, ranges, all, nothing
history append 'rm a' 'rm b' 'rm c' 'rm d'
echo '1 3 9 x 2..3' | history delete --prefix rm
# CHECK: [1] rm d
# CHECK: [2] rm c
# CHECK: [3] rm b
# CHECK: [4] rm a
# CHECK: {{^$}}
# CHECK: Enter nothing to cancel the delete, or
# CHECK: Enter one or more of the entry IDs or ranges like '5..12', separated by a space.
# CHECK: For example '7 10..15 35 788..812'.
# CHECK: Enter 'all' to delete all the matching entries.
# CHECK: {{^$}}
# CHECK: {{^$}}
# CHECK: Ignoring invalid history entry ID "9"
# CHECK: Ignoring invalid history entry ID "x"
# CHECK: Deleting choices: 1 2 3
# CHECK: Deleting history entry 1: "rm d"
# CHECK: Deleting history entry 2: "rm c"
# CHECK: Deleting history entry 3: "rm b"
history search rm
# CHECK: rm a
echo | history delete rm | tail -n 1
# CHECK: Cancelling the delete!
echo all | history delete 'rm ' | tail -n 1
# CHECK: Deleting all matching entries!
history search rm; or echo none left
history delete --exact 'echo two'
# CHECKERR: builtin history delete --exact requires --case-sensitive
history delete --exact --case-sensitive 'echo two'
string match -q '*echo two*' <$dir/minnow_history; or echo gone from the file
# CHECK: gone from the file
# the short option too (`test "-e" = ...` took it for a file test)
history append 'echo three'
history delete -e -C 'echo three'
history search --exact 'echo three' | count
# CHECK: 0

# clear-session, clear: the function asks before clearing
history clear-session
# CHECK: Command history for session cleared!
count $history
# CHECK: 0
history append kept
echo no | history clear
# CHECK: If you enter 'yes' your entire interactive command history will be erased
# CHECK: You did not say 'yes' so I will not clear your command history
history clear extra
# CHECKERR: history: clear: expected 0 arguments; got 1
echo yes | history clear
# CHECK: If you enter 'yes' your entire interactive command history will be erased
# CHECK: Command history cleared!
count $history
# CHECK: 0
test -e $dir/minnow_history; or echo no file
# CHECK: no file

# merge --from: a bash file (with time stamps and lines fish skips) and a fish file
printf '%s\n' 'ls -la' '#1600000000' 'git log' 'echo `date`' 'for i in *; do x; done' '[[ -f x ]]' \
    '# a comment' 'cat <<EOF' 'if true; then' >bash_history_test
history merge --from bash_history_test
history -R --show-time='%s '
# CHECK: {{\d+}} ls -la
# CHECK: 1600000000 git log
printf '%s\n' '- cmd: echo from fish' '  when: 1500000000' '  paths:' '    - /tmp' >fish_history_test
history merge --from=fish_history_test
history search -t'%Y ' fish
# CHECK: 2017 echo from fish
history merge --from missing_file; echo $status
# CHECKERR: history: missing_file: No such file or directory
# CHECK: 1
history search --from x
# CHECKERR: history: search: --from is only for merge
rm bash_history_test fish_history_test

# another session sees what was saved; a merge brings in another's new commands
$minnow -c 'history search -n 1'
# CHECK: echo from fish
$minnow -c 'history append "from another shell"'
history search another | count
# CHECK: 0
history merge
history search another
# CHECK: from another shell
# a shell started right after another saved (in the same second, so the
# entry is stamped a second ahead) still sees what the file held when it
# started (fish 3.6 does not: its sessions go by the time stamps alone)
for i in 1 2 3
    $minnow -c "history append 'right after $i'"
    $minnow -c 'history search -n 1'
end
# CHECK: right after 1
# CHECK: right after 2
# CHECK: right after 3

# $fish_history: another file; empty: nothing saved; not a name: the default
set -g fish_history work
history append 'work item'
string match -- '- cmd: *' <$dir/work_history
# CHECK: - cmd: work item
set -g fish_history ''
history append 'not saved'
history -n1
# CHECK: not saved
count $dir/*_history
# CHECK: 2
set -g fish_history 'not a name'
# CHECKERR: error: History session ID 'not a name' is not a valid variable name. Falling back to `minnow`.
set -e fish_history
history -n1
# CHECK: from another shell
set -g fish_history work
history -n1
# CHECK: work item
set -e fish_history

# private mode: no file read or written, no merge
$minnow -P -c 'echo "[$fish_history]"; history; history append secret; history merge'
# CHECK: []
# CHECKERR: history: can't merge history in private mode
$minnow -c 'set -g fish_private_mode 1; history append secret2; history -n1'
# CHECK: secret2
string match -q '*secret*' <$dir/minnow_history; or echo nothing private saved
# CHECK: nothing private saved

# -h shows the page; the function's options are checked by argparse
history -h | head -n 1
# CHECK: history - show and manipulate command history
history --prefix --exact x
# CHECKERR: history: e/exact p/prefix: options cannot be used together
