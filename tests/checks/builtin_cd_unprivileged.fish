# RUN: %minnow %s
# REQUIRES-UNPRIVILEGED
# builtin cd into a directory this user may not enter, and into one it may
# search but not read.
set -l d (command mktemp -d)
builtin cd $d
command mkdir closed
command chmod 000 closed
builtin cd closed; echo $status (string replace $d D $PWD)
# one that may be searched but not read is entered
command mkdir -p unreadable/inner
command chmod 300 unreadable
builtin cd unreadable; echo $status (string replace $d D $PWD)
builtin cd inner; echo $status (string replace $d D $PWD)
builtin cd /
command chmod 700 $d/closed $d/unreadable
command rm -r $d
# CHECK: 1 D
# CHECK: 0 D/unreadable
# CHECK: 0 D/unreadable/inner
# CHECKERR: cd: Permission denied: 'closed'
# CHECKERR: builtin_cd_unprivileged.fish (line 9):{{ }}
# CHECKERR: builtin cd closed; echo $status (string replace $d D $PWD)
# CHECKERR: ^
