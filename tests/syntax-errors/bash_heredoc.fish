# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_heredoc.fish (line 7): Expected a string, but found a redirection
# CHECKERR: cat <<EOF
# CHECKERR:      ^
# CHECKERR: hint: there are no heredocs (<<): pipe the text in, as in `printf '%s\n' line1 line2 | cmd`; see `help bash`
cat <<EOF
hello
EOF
# CHECKERR: warning: Error while reading file bash_heredoc.fish
# CHECKERR:
# STDERR-TTY: our hints are for a person at a terminal
