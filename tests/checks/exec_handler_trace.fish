# RUN: %minnow %s
# An error in an event handler: the trace ends with the handler's call,
# said to be on line 1 (fish runs a handler as a text of its own), and does
# not go on to what emitted the event; `status print-stack-trace` alike.
function on_ev --on-event ev
    nosuch_in_handler
    status print-stack-trace
end
function emitter
    emit ev
end
emitter
# CHECKERR: minnow: Unknown command: nosuch_in_handler
# CHECKERR: exec_handler_trace.fish (line 6):{{ }}
# CHECKERR:     nosuch_in_handler
# CHECKERR:     ^~~~~~~~~~~~~~~~^
# CHECKERR: in function 'on_ev'
# CHECKERR: 	called on line 1 of file exec_handler_trace.fish
# CHECK: in function 'on_ev'
# CHECK: 	called on line 1 of file exec_handler_trace.fish
function on_var --on-variable watched
    status print-stack-trace
end
set watched 1
# CHECK: in function 'on_var' with arguments 'VARIABLE SET watched'
# CHECK: 	called on line 1 of file exec_handler_trace.fish
echo end
# CHECK: end
