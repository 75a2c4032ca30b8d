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
# CHECK: mine: nosuchcommand-here a b
# (where it was goes to the shell's stderr)
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

# fish_job_summary: the line for a job that stopped, ended or was killed.
fish_job_summary 2 1 'sleep 100' STOPPED 2>&1 | string replace -r '^\S+:' 'SHELL:'
# CHECK: SHELL: Job 2, 'sleep 100' has stopped
fish_job_summary 3 1 'a very long command line that goes on and on' SIGTERM 'Polite quit request' 2>&1 | string replace -r '^\S+:' 'SHELL:'
# CHECK: SHELL: Job 3, 'a very long command line that g…' terminated by signal SIGTERM (Polite quit request)
fish_job_summary 4 1 'a | b' SIGKILL 'Forced quit' 1234 b 2>&1 | string replace -r '^\S+:' 'SHELL:'
# CHECK: SHELL: Process 1234, 'b' from job 4, 'a | b' terminated by signal SIGKILL (Forced quit)
fish_job_summary 5 1 'sleep 1' SIGINT 'Quit request' 2>&1 | count
# CHECK: 0
