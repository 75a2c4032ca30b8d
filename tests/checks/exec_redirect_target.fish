# RUN: %minnow %s
# A redirection target must be one non-empty word; otherwise the job does not
# run at all (fish's error; for <(cmd) it mentions psub).
echo never >(echo a; echo b)
# CHECKERR: exec_redirect_target.fish (line 4): Invalid redirection target: {{}}
# CHECKERR: echo never >(echo a; echo b)
# CHECKERR:            ^~~~~~~~~~~~~~~~^
echo status $status
# CHECK: status 2
cat <(printf '%s\n' a b)
# CHECKERR: exec_redirect_target.fish (line 10): Invalid redirection target: {{}}
# CHECKERR: cat <(printf '%s\n' a b)
# CHECKERR:     ^~~~~~~~~~~~~~~~~~~^
# CHECKERR: If you wish to use process substitution, consider the psub command, see: `help cmds/psub`
set -l empty
echo never | cat >"$empty"
# CHECKERR: exec_redirect_target.fish (line 16): Invalid redirection target: {{}}
# CHECKERR: echo never | cat >"$empty"
# CHECKERR:                  ^~~~~~~~^
echo $pipestatus
# CHECK: 2
# a job that fails before it runs has one status, as in fish
true | false
nosuchcommand | cat
echo $pipestatus : $status
# CHECK: 127 : 127
# CHECKERR: minnow: Unknown command: nosuchcommand
# CHECKERR: exec_redirect_target.fish (line 24): {{}}
# CHECKERR: nosuchcommand | cat
# CHECKERR: ^~~~~~~~~~~~^
