# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 127
# CHECKERR: bash_braced_variable.fish (line 8): Variables cannot be bracketed. In fish, please use {$HOME}.
# CHECKERR: echo ${HOME}/bin
# CHECKERR:       ^
# CHECKERR: warning: Error while reading file bash_braced_variable.fish
# CHECKERR:
echo ${HOME}/bin
