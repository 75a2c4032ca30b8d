# RUN: %minnow %s
# Redirections of fds 3-9 reach external commands, whatever the fd they copy
# means at that point: the shell's fd, a substitution's capture, a pipe.
sh -c 'echo to8 >&8' 8>&1
# CHECK: to8
# What completion helpers do: keep stdout and stderr on 8 and 9, silence 1 and 2.
set -l x (sh -c 'echo out8 >&8; echo out1; echo err2 >&2' 8>&1 9>&2 1>/dev/null 2>&1)
echo "x=$x"
# CHECK: x=out8
set -l y (sh -c 'echo err9 >&9' 9>&1 2>/dev/null)
echo "y=$y"
# CHECK: y=err9
# Into a pipe, and from a block's redirection.
sh -c 'echo piped >&5' 5>&1 | string upper
# CHECK: PIPED
begin
    sh -c 'echo block >&7'
end 7>&1 | string upper
# CHECK: BLOCK
# The fd copies what 1 meant when it was read: the later 1>/dev/null doesn't move it.
echo (sh -c 'echo first >&6; echo gone' 6>&1 >/dev/null)
# CHECK: first
# A closed fd stays closed; fds beyond the shell's own mean the shell's.
sh -c 'echo closed >&4' 4>&- 2>/dev/null; or echo not open
# CHECK: not open
# A read pipe beats a redirection of stdin, as in fish.
echo from-pipe | cat </dev/null
# CHECK: from-pipe
# Missing files: fish's warnings name the part of the path that is missing.
cat </no/such/dir/file
# CHECKERR: warning: An error occurred while redirecting file '/no/such/dir/file'
# CHECKERR: warning: Path '/no' does not exist
echo x >/dev/null/sub
# CHECKERR: warning: An error occurred while redirecting file '/dev/null/sub'
# CHECKERR: warning: Path '/dev/null' is not a directory
# fish 4 takes |& for &|; >>? is noclobber like >?
sh -c 'echo out; echo err >&2' |& sort
# CHECK: err
# CHECK: out
set -l f (mktemp)
echo x >>?$f
# CHECKERR: warning: The file '{{.*}}' already exists
command rm $f
true <&?fail
# CHECKERR: exec_redirect_high_fds.fish (line {{\d+}}): Requested redirection to '?fail', which is not a valid file descriptor
# CHECKERR: true <&?fail
# CHECKERR:      ^~~~~~^
# NAME=value before exec reaches the new program.
minnow_test_var=here exec sh -c 'echo $minnow_test_var'
# CHECK: here
