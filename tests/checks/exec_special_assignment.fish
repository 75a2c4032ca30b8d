# RUN: %minnow %s
# A special variable cannot be set for one command: fish 4 says so and runs
# nothing, leaving $status as it was.
false
status=5 version=123 echo launch-missiles
echo $status
# CHECKERR: minnow: Tried to modify the special variable 'status' with the wrong scope
# CHECK: 1
