# RUN: %minnow %s
# REQUIRES-UNPRIVILEGED
# builtin cd into a directory this user may not enter.
set -l d (command mktemp -d)
builtin cd $d
command mkdir closed
command chmod 000 closed
builtin cd closed; echo $status (string replace $d D $PWD)
builtin cd /
command chmod 700 $d/closed
command rm -r $d
# CHECK: 1 D
# CHECKERR: cd: Permission denied: 'closed'
# CHECKERR: builtin_cd_unprivileged.fish (line 8):{{ }}
# CHECKERR: builtin cd closed; echo $status (string replace $d D $PWD)
# CHECKERR: ^
