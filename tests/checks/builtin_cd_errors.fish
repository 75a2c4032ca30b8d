# RUN: %minnow %s
# builtin cd: $CDPATH (tried before $PWD, ~ expanded, nothing printed),
# logical paths, extra arguments refused (fish 4), and fish's errors, each followed
# by where the command is (in a script).
set -l d (command mktemp -d)
builtin cd $d
command mkdir -p d1/sub cp/target cp/d1 real/inner
command touch afile
command ln -s /nonexistent-target broken
command ln -s loop1 loop2
command ln -s loop2 loop1
command ln -s real/inner link
set -g CDPATH $d/cp
builtin cd target; echo $status (string replace $d D $PWD)
builtin cd $d
builtin cd d1; echo $status (string replace $d D $PWD)
builtin cd $d
builtin cd ./d1; echo $status (string replace $d D $PWD)
builtin cd $d
set -g CDPATH '' $d/cp
builtin cd d1; echo $status (string replace $d D $PWD)
builtin cd $d
set -g CDPATH '~/cdpath-not-here' cp
builtin cd target; echo $status (string replace $d D $PWD)
builtin cd ./target; echo $status (string replace $d D $PWD)
set -e CDPATH
builtin cd $d
builtin cd link; builtin cd ..; echo $status (string replace $d D $PWD)
builtin cd $d
builtin cd d1 extra; echo $status (string replace $d D $PWD); builtin cd d1
builtin cd -- ../d1/sub; echo $status (string replace $d D $PWD)
builtin cd $d
builtin cd nonexist; echo $status
builtin cd afile; echo $status
builtin cd broken 2>&1 | string replace $d D
builtin cd loop1; echo $status
builtin cd ''; echo $status
builtin cd -x; echo $status
builtin cd -; echo $status
function f
    builtin cd nonexist
end
f
begin
    set -lx HOME
    builtin cd; echo $status
end
# -P resolves symbolic links, in $PWD first and in the directory entered.
builtin cd $d/link
builtin cd -P ..; echo $status (string replace $d D $PWD)
builtin cd $d/link
builtin cd -P .; echo $status (string replace $d D $PWD)
builtin cd -L $d/link; echo $status (string replace $d D $PWD)
# When $PWD is gone, `cd ..` starts from where the shell really is.
command mkdir -p $d/gone/deeper
builtin cd $d/gone/deeper
command mv $d/gone $d/moved
builtin cd ..; echo $status (string replace $d D $PWD)
builtin cd /
command rm -r $d
# CHECK: 0 D/cp/target
# CHECK: 0 D/cp/d1
# CHECK: 0 D/d1
# CHECK: 0 D/d1
# CHECK: 0 D/cp/target
# CHECK: 1 D/cp/target
# CHECK: 0 D
# CHECK: 2 D
# CHECK: 0 D/d1/sub
# CHECK: 1
# CHECK: 1
# CHECK: cd: 'D/broken' is a broken symbolic link to '/nonexistent-target'
# CHECK: builtin_cd_errors.fish (line 35):{{ }}
# CHECK: builtin cd broken 2>&1 | string replace $d D
# CHECK: ^
# CHECK: 1
# CHECK: 1
# CHECK: 2
# CHECK: 1
# CHECK: 1
# CHECKERR: cd: The directory './target' does not exist
# CHECKERR: builtin_cd_errors.fish (line 25):{{ }}
# CHECKERR: builtin cd ./target; echo $status (string replace $d D $PWD)
# CHECKERR: ^
# CHECKERR: cd: expected 1 arguments; got 2
# CHECKERR: cd: The directory 'nonexist' does not exist
# CHECKERR: builtin_cd_errors.fish (line 33):{{ }}
# CHECKERR: builtin cd nonexist; echo $status
# CHECKERR: ^
# CHECKERR: cd: 'afile' is not a directory
# CHECKERR: builtin_cd_errors.fish (line 34):{{ }}
# CHECKERR: builtin cd afile; echo $status
# CHECKERR: ^
# CHECKERR: cd: Too many levels of symbolic links: 'loop1'
# CHECKERR: builtin_cd_errors.fish (line 36):{{ }}
# CHECKERR: builtin cd loop1; echo $status
# CHECKERR: ^
# CHECKERR: cd: Empty directory '' does not exist
# CHECKERR: builtin_cd_errors.fish (line 37):{{ }}
# CHECKERR: builtin cd ''; echo $status
# CHECKERR: ^
# CHECKERR: cd: -x: unknown option
# CHECKERR: cd: The directory '-' does not exist
# CHECKERR: builtin_cd_errors.fish (line 39):{{ }}
# CHECKERR: builtin cd -; echo $status
# CHECKERR: ^
# CHECKERR: cd: The directory 'nonexist' does not exist
# CHECKERR: builtin_cd_errors.fish (line 41):{{ }}
# CHECKERR:     builtin cd nonexist
# CHECKERR:     ^
# CHECKERR: in function 'f'
# CHECKERR: 	called on line 43 of file builtin_cd_errors.fish
# CHECKERR: cd: Could not find home directory
# CHECK: 0 D/real
# CHECK: 0 D/real/inner
# CHECK: 0 D/link
# CHECK: 0 D/moved
