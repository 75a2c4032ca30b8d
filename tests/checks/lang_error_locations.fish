# RUN: %minnow %s
# Where fish 4 points at run-time errors, and what they make of the command
# around a substitution that had one.
set -l minnow (status fish-path)
$minnow -c 'echo (for status in foo; end)'
# CHECKERR: minnow: for: status: cannot overwrite read-only variable
# CHECKERR: for status in foo; end
# CHECKERR:     ^~~~~^
# CHECKERR: in command substitution
# CHECKERR: minnow: Invalid arguments
# CHECKERR: echo (for status in foo; end)
# CHECKERR:      ^~~~~~~~~~~~~~~~~~~~~~~^
$minnow -c 'echo (echo <&foo)'
# CHECKERR: minnow: Requested redirection to 'foo', which is not a valid file descriptor
# CHECKERR: echo <&foo
# CHECKERR:      ^~~~^
# CHECKERR: in command substitution
# CHECKERR: minnow: Invalid arguments
# CHECKERR: echo (echo <&foo)
# CHECKERR:      ^~~~~~~~~~~^
$minnow -c 'time begin; end &'
# CHECKERR: minnow: 'time' is not supported for background jobs. Consider using 'command time'.
# CHECKERR: time begin; end &
# CHECKERR: ^~~~~~~~~~~~~~~~^
# A file under $HOME is shown as ~/...
set -l home (mktemp -d)
echo 'echo $x[0]' > $home/bad.fish
HOME=$home $minnow $home/bad.fish
# CHECKERR: ~/bad.fish (line 1): array indices start at 1, not 0.
# CHECKERR: echo $x[0]
# CHECKERR:         ^
rm -r $home
