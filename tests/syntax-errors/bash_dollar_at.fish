# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_dollar_at.fish (line 8): $@ is not supported. In fish, please use $argv.
# CHECKERR: for a in $@
# CHECKERR:           ^
# CHECKERR: warning: Error while reading file bash_dollar_at.fish
# CHECKERR:
for a in $@
end
