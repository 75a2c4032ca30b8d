# RUN: printf 'sleep 0.05\necho $CMD_DURATION\n' | %minnow -i 2>/dev/null
# An interactive shell sets $CMD_DURATION (milliseconds) after each command line.
# CHECK: {{[5-9][0-9]|[1-9][0-9][0-9]+}}
