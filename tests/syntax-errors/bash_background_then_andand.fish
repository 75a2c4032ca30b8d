# RUN: %minnow -n %s; echo "status $?"
# fish 4 only: fish 3.6 accepts this; message from parse_util.rs BOOL_AFTER_BACKGROUND_ERROR_MSG.
# CHECK: status 127
# CHECKERR: bash_background_then_andand.fish (line 9): The '&&' command can not be used immediately after a backgrounded job
# CHECKERR: sleep 1 & && echo done
# CHECKERR:           ^^
# CHECKERR: warning: Error while reading file bash_background_then_andand.fish
# CHECKERR:
sleep 1 & && echo done
