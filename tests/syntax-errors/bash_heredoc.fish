# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_heredoc.fish (line 8): Expected a string, but found a redirection
# CHECKERR: cat <<EOF
# CHECKERR:      ^
# CHECKERR: warning: Error while reading file bash_heredoc.fish
# CHECKERR:
cat <<EOF
hello
EOF
