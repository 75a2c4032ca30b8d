# RUN: %minnow %s
# Redirections of commands and of whole blocks, fd duplication and closing.
# (<? is fish 4: fish 3.6 does not have it.)
set -l d (mktemp -d)
echo one > $d/f
echo two >> $d/f
cat < $d/f
echo to-stderr >&2 2>/dev/null
begin
    echo block-out
    echo block-err >&2
end > $d/g 2>&1
cat $d/g
echo gone 2>/dev/null >&2
cat $d/missing 2>/dev/null; or echo missing-status $status
echo x >? $d/f; or echo noclobber-refused
cat <? $d/nope; and echo try-input-ok
begin
    cat | sed 's/^/got /'
end < $d/f
echo both &> $d/h; cat $d/h
rm -r $d
# CHECK: one
# CHECK: two
# CHECK: block-out
# CHECK: block-err
# CHECK: missing-status 1
# CHECK: noclobber-refused
# CHECK: try-input-ok
# CHECK: got one
# CHECK: got two
# CHECK: both
# CHECKERR: to-stderr
# CHECKERR: warning: The file '{{.*}}/f' already exists
# A target that expands to no word or to several: fish 4's error over the
# whole redirection, and for <(...) a word about psub.
echo <(seq 0)
# CHECKERR: exec_redirect.fish (line {{\d+}}): Invalid redirection target:{{ }}
# CHECKERR: echo <(seq 0)
# CHECKERR:      ^~~~~~~^
# CHECKERR: If you wish to use process substitution, consider the psub command, see: `help cmds/psub`
echo hi >(seq 2)
# CHECKERR: exec_redirect.fish (line {{\d+}}): Invalid redirection target:{{ }}
# CHECKERR: echo hi >(seq 2)
# CHECKERR:         ^~~~~~~^
# A file that cannot be opened for want of a folder: which part is missing.
echo <no-such-dir/a/b
# CHECKERR: warning: An error occurred while redirecting file 'no-such-dir/a/b'
# CHECKERR: warning: Path 'no-such-dir' does not exist
echo hi >exec_redirect.fish/x
# CHECKERR: warning: An error occurred while redirecting file 'exec_redirect.fish/x'
# CHECKERR: warning: Path 'exec_redirect.fish' is not a directory
