# RUN: %minnow %s
# fish_command_not_found is a function, as in fish: the shipped one prints
# the default message (the shell adds where), a user's own replaces it.
set -l shell (status fish-path)
type -t fish_command_not_found
# CHECK: function
fish_command_not_found 'no such' arg 2>&1 | string replace -r '^\S+:' 'SHELL:'
# CHECK: SHELL: Unknown command: 'no such'
__fish_default_command_not_found_handler x 2>&1 | string replace -r '^\S+:' 'SHELL:'
# CHECK: SHELL: Unknown command: x
$shell -c 'nosuchcommand-here 1 2' 2>&1 | string replace -r '^\S+: ' 'SHELL: '
# CHECK: SHELL: Unknown command: nosuchcommand-here
# CHECK: SHELL: {{}}
# CHECK: nosuchcommand-here 1 2
# CHECK: ^~~~~~~~~~~~~~~~~^
function fish_command_not_found
    echo "mine: $argv"
end
nosuchcommand-here a b 2>/dev/null
# (what it prints is an error, and so is where it was: both go to the
# shell's stderr, whatever the command's redirections)
# CHECKERR: mine: nosuchcommand-here a b
# CHECKERR: func_command_not_found.fish (line {{\d+}}): {{}}
# CHECKERR: nosuchcommand-here a b 2>/dev/null
# CHECKERR: ^~~~~~~~~~~~~~~~~^

# In an interactive shell the system's handler is chosen, or an old handler
# of the user's (fish's name before 3.2).
function __fish_command_not_found_handler
    echo old: $argv
end
__minnow_system_command_not_found
fish_command_not_found nosuchcommand-here z
# CHECK: old: nosuchcommand-here z
nosuchcommand-here y 2>/dev/null
# CHECKERR: old: nosuchcommand-here y
# CHECKERR: func_command_not_found.fish (line {{\d+}}): {{}}
# CHECKERR: nosuchcommand-here y 2>/dev/null
# CHECKERR: ^~~~~~~~~~~~~~~~~^

# fish_job_summary: the line for a job that stopped, ended or was killed.
fish_job_summary 2 1 'sleep 100' STOPPED 2>&1 | string replace -r '^\S+:' 'SHELL:'
# CHECK: SHELL: Job 2, 'sleep 100' has stopped
fish_job_summary 3 1 'a very long command line that goes on and on' SIGTERM 'Polite quit request' 2>&1 | string replace -r '^\S+:' 'SHELL:'
# CHECK: SHELL: Job 3, 'a very long command line that g…' terminated by signal SIGTERM (Polite quit request)
fish_job_summary 4 1 'a | b' SIGKILL 'Forced quit' 1234 b 2>&1 | string replace -r '^\S+:' 'SHELL:'
# CHECK: SHELL: Process 1234, 'b' from job 4, 'a | b' terminated by signal SIGKILL (Forced quit)
fish_job_summary 5 1 'sleep 1' SIGINT 'Quit request' 2>&1 | count
# CHECK: 0

# A command that is there but cannot run, in fish 4's words.
set -l tmp (mktemp -d)
echo 'echo hi' >$tmp/script
$tmp/script
# CHECKERR: func_command_not_found.fish (line {{\d+}}): Unknown command. '{{.*}}/script' exists but is not an executable file.
# CHECKERR: $tmp/script
# CHECKERR: ^~~~~~~~~~^
$tmp/script/x
# CHECKERR: func_command_not_found.fish (line {{\d+}}): Unknown command. A component of '{{.*}}/script/x' is not a directory.
# CHECKERR: $tmp/script/x
# CHECKERR: ^~~~~~~~~~~~^
rm -r $tmp
