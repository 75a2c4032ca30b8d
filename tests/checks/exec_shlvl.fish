# RUN: SHLVL=2 %minnow -c 'echo $SHLVL'; echo 'echo $SHLVL' | SHLVL=2 %minnow -i 2>/dev/null
# An interactive shell counts one level deeper in $SHLVL; -c does not.
# CHECK: 2
# CHECK: 3
