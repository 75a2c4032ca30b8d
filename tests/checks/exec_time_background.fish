# RUN: %minnow %s
# `time` can't measure a background job: fish's error, status 2, and the
# script goes on.
time sleep 0 &
echo status $status
# CHECK: status 2
# CHECKERR: exec_time_background.fish (line 4): 'time' is not supported for background jobs. Consider using 'command time'.
# CHECKERR: time sleep 0 &
# CHECKERR: ^~~~~~~~~~~~~^
not time true &
# CHECKERR: exec_time_background.fish (line 10): 'time' is not supported for background jobs. Consider using 'command time'.
# CHECKERR: not time true &
# CHECKERR: ^~~~~~~~~~~~~~^
jobs
# CHECK: jobs: There are no jobs
