# RUN: %minnow %s
# status current-commandline and current-command: the command line typed at
# the prompt that is running (its first word, after NAME=value ones); outside
# one, nothing and the shell's name, as in fish.
set -l minnow (status fish-path)
printf '%s\n' 'true 7 && status current-commandline' \
    'function report; set -g last (status current-commandline); end' 'report 27' 'echo $last' \
    'X=1 status current-command' 'echo $_' | $minnow -N -i 2>&1
# CHECK: true 7 && status current-commandline
# CHECK: report 27
# CHECK: status
# CHECK: echo
echo "[$(status current-commandline)]"
# CHECK: []
status current-command
# CHECK: fish
