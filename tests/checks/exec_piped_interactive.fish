# RUN: %minnow %s
# Lines piped to `-i` are read as a script (fish reads a stdin that is no
# terminal so): an error at the start of a line still shows the line and
# the caret, which fish leaves out only for a line typed at the prompt, and
# a background job ends without a notice.
set -l me (status fish-path)
echo 'nosuchcmd' | $me -i --no-config 2>&1
# CHECK: minnow: Unknown command: nosuchcmd
# CHECK: minnow:{{ }}
# CHECK: nosuchcmd
# CHECK: ^~~~~~~~^
printf '%s\n' 'sleep 0.05 &' 'sleep 0.3' 'echo after' | $me -i --no-config 2>&1
# CHECK: after
