# Completions for status.
function __minnow_complete_features --description 'Print the feature flags with what they do'
    status features | string replace -rf -- '^(\S+)\s+\S+\s+\S+\s+(.*)$' '$1'\t'$2'
end

complete -c status -f
complete -c status -n __fish_use_subcommand -a '
is-login\t"Test whether this is a login shell"
is-interactive\t"Test whether the shell is interactive"
is-interactive-read\t"Test whether read takes input from the user"
is-block\t"Test whether a block is running"
is-breakpoint\t"Test whether a breakpoint is active"
is-command-substitution\t"Test whether inside a command substitution"
is-no-job-control\t"Test whether job control is off"
is-full-job-control\t"Test whether job control is full"
is-interactive-job-control\t"Test whether job control is interactive"
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
test-feature\t"Test whether a feature flag is on"
list-files\t"List the files of the data folder"
get-file\t"Print a file of the data folder"
terminal\t"Print the terminal\'s name"
terminal-os\t"Print the terminal\'s system"
test-terminal-feature\t"Test whether the terminal has a feature"
language\t"Print the language of messages"
build-info\t"Print how the shell was built"
buildinfo\t"Print how the shell was built"
get-file\t"Print one of the shell\'s data files"
list-files\t"List the shell\'s data files"'
complete -c status -n '__minnow_complete_sub_in job-control' -a 'full\t"Every job" interactive\t"Jobs of the interactive shell" none\t"No job control"'
complete -c status -n '__minnow_complete_sub_in test-feature' -a '(__minnow_complete_features)'
complete -c status -n '__minnow_complete_sub_in test-terminal-feature' -a 'scroll-content-up\t"Scroll the content up"'
complete -c status -n '__minnow_complete_sub_in list-files get-file' -a '(status list-files)'
complete -c status -n __fish_use_subcommand -s l -l is-login -d 'Test whether this is a login shell'
complete -c status -n __fish_use_subcommand -s i -l is-interactive -d 'Test whether the shell is interactive'
complete -c status -n __fish_use_subcommand -s b -l is-block -d 'Test whether a block is running'
complete -c status -n __fish_use_subcommand -s c -l is-command-substitution -d 'Test whether inside a command substitution'
complete -c status -n __fish_use_subcommand -l is-interactive-read -d 'Test whether read takes input from the user'
complete -c status -n __fish_use_subcommand -l is-no-job-control -d 'Test whether job control is off'
complete -c status -n __fish_use_subcommand -l is-full-job-control -d 'Test whether job control is full'
complete -c status -n __fish_use_subcommand -l is-interactive-job-control -d 'Test whether job control is interactive'
complete -c status -n __fish_use_subcommand -s f -l current-filename -l filename -d 'Print the file being run'
complete -c status -n __fish_use_subcommand -s n -l current-line-number -l line-number -l line -d 'Print the line being run'
complete -c status -n __fish_use_subcommand -l fish-path -d 'Print the path of the shell'
complete -c status -s L -l level -x -d 'Which function up the call stack'
complete -c status -n __fish_use_subcommand -s t -l print-stack-trace -d 'Print the chain of calls'
complete -c status -n __fish_use_subcommand -s j -l job-control -x -a 'full interactive none' -d 'Set the job control mode'
complete -c status -s h -l help -d 'Show the manual page'
complete -c status -n '__minnow_complete_sub_in get-file list-files' -f -a '(status list-files)'
