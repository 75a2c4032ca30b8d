# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_heredoc.fish (line 6): Expected a string, but found a redirection
# CHECKERR: cat <<EOF
# CHECKERR:      ^
cat <<EOF
hello
EOF
# CHECKERR: hint: fish has no heredocs (<<); pipe the text in instead, e.g. printf '%s\n' line1 line2 | cmd
# CHECKERR: warning: Error while reading file bash_heredoc.fish
# CHECKERR:
