# RUN: %minnow %s
# An unknown command that is a likely typo gets a hint naming the command
# meant (ours; fish has none); fish_command_not_found handlers replace the
# default message.
ehco hi
echo status $status
function on_missing --on-event fish_command_not_found
    echo custom: $argv
end
nosuchthing a b
# CHECK: status 127
# CHECK: custom: nosuchthing a b
# CHECKERR: minnow: Unknown command: ehco
# CHECKERR: exec_not_found.fish (line 5):{{ }}
# CHECKERR: ehco hi
# CHECKERR: ^~~^
# CHECKERR: hint: did you mean 'echo'?
# CHECKERR: exec_not_found.fish (line 10):{{ }}
# CHECKERR: nosuchthing a b
# CHECKERR: ^~~~~~~~~~^
# STDERR-TTY: our hints are for a person at a terminal
