# Completions for status.
function __minnow_complete_features --description 'Print the feature flags with what they do'
    status features | string replace -rf -- '^(\S+)\s+\S+\s+\S+\s+(.*)$' '$1'\t'$2'
end

complete -c status -f
# The subcommands, while none is given yet.
complete -c status -n __fish_use_subcommand -a '
is-login\t"Test if this is a login shell"
is-interactive\t"Test if this is an interactive shell"
is-interactive-read\t"Test if read is taking input from the user"
is-block\t"Test if a code block is currently evaluated"
is-breakpoint\t"Test if a breakpoint is active"
is-command-substitution\t"Test if a command substitution is running"
is-no-job-control\t"Test if job control is off"
is-full-job-control\t"Test if every job is under job control"
is-interactive-job-control\t"Test if interactive jobs are under job control"
current-command\t"Print the name of the running command"
current-commandline\t"Print the running command line"
filename\t"Print the file being run"
current-filename\t"Print the file being run"
basename\t"Print the name of the file being run"
dirname\t"Print the directory of the file being run"
fish-path\t"Print the path of the shell"
function\t"Print the running function"
current-function\t"Print the running function"
line-number\t"Print the line being run"
current-line-number\t"Print the line being run"
stack-trace\t"Print the chain of calls"
print-stack-trace\t"Print the chain of calls"
job-control\t"Set the job control mode"
features\t"List the feature flags"
test-feature\t"Test if a feature flag is on"
get-file\t"Print one of the shell\'s data files"
list-files\t"List the shell\'s data files"
terminal\t"Print the terminal\'s name and version"
terminal-os\t"Print the terminal\'s operating system"
test-terminal-feature\t"Test if the terminal has a feature"
language\t"Show or set the language of messages"
build-info\t"Print how the shell was built"'
# What follows some of them.
complete -c status -n '__minnow_complete_sub_in job-control' -a 'full\t"Every job" interactive\t"Jobs of the interactive shell" none\t"No job control"'
complete -c status -n '__minnow_complete_sub_in test-feature' -a '(__minnow_complete_features)'
complete -c status -n '__minnow_complete_sub_in test-terminal-feature' -a 'scroll-content-up\t"Scroll the content up"'
complete -c status -n '__minnow_complete_sub_in get-file list-files' -a '(status list-files 2>/dev/null)'
complete -c status -n '__minnow_complete_sub_in language' -a 'list-available\t"List the languages" set\t"Set the languages" unset\t"Undo status language set"'
# The old option forms of the subcommands.
complete -c status -n __fish_use_subcommand -s l -l is-login -d 'Test if this is a login shell'
complete -c status -n __fish_use_subcommand -s i -l is-interactive -d 'Test if this is an interactive shell'
complete -c status -n __fish_use_subcommand -s b -l is-block -d 'Test if a code block is currently evaluated'
complete -c status -n __fish_use_subcommand -s c -l is-command-substitution -d 'Test if a command substitution is running'
complete -c status -n __fish_use_subcommand -l is-interactive-read -d 'Test if read is taking input from the user'
complete -c status -n __fish_use_subcommand -l is-no-job-control -d 'Test if job control is off'
complete -c status -n __fish_use_subcommand -l is-full-job-control -d 'Test if every job is under job control'
complete -c status -n __fish_use_subcommand -l is-interactive-job-control -d 'Test if interactive jobs are under job control'
complete -c status -n __fish_use_subcommand -s f -l current-filename -l filename -d 'Print the file being run'
complete -c status -n __fish_use_subcommand -s n -l current-line-number -l line-number -l line -d 'Print the line being run'
complete -c status -n __fish_use_subcommand -l fish-path -d 'Print the path of the shell'
complete -c status -s L -l level -x -d 'Which function up the call stack'
complete -c status -n __fish_use_subcommand -s t -l print-stack-trace -d 'Print the chain of calls'
complete -c status -n __fish_use_subcommand -s j -l job-control -x -a 'full interactive none' -d 'Set the job control mode'
complete -c status -s h -l help -d 'Show the manual page'
