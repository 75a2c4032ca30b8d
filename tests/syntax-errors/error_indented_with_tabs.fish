# RUN: %minnow -n %s; echo "status $?"
# The caret line keeps the tab from the source line.
# CHECK: status 127
# CHECKERR: error_indented_with_tabs.fish (line 11): $? is not the exit status. In fish, please use $status.
# CHECKERR: 	set -l x $?
# CHECKERR: 	          ^
# CHECKERR: hint: $status is the last command's status, $pipestatus one per command of a pipeline; see `help special-variables`
# CHECKERR: warning: Error while reading file error_indented_with_tabs.fish
# CHECKERR:
echo start
	set -l x $?
# STDERR-TTY: our hints are for a person at a terminal
