# RUN: %minnow %s
# REQUIRES: %minnow -c 'test -f "$__fish_help_dir/index.html"'
# help hands the browser an absolute file:// URL into $__fish_help_dir: the
# contents, a builtin, a keyword, a function, a topic with its #section.
# $BROWSER is a command with its arguments; $fish_help_browser comes first.
set -g fake (command mktemp -d)
echo '#!/bin/sh' >$fake/browser
echo 'for a; do echo "$a"; done >>'$fake/args >>$fake/browser
command chmod +x $fake/browser
function show
    string replace -- "file://$__fish_help_dir/" 'HELP/' <$fake/args
    command rm -f $fake/args
end
set -gx BROWSER $fake/browser

help; echo $status; show
# CHECK: 0
# CHECK: HELP/index.html
help set; show
# CHECK: HELP/cmds/set.html
help for; show
# CHECK: HELP/cmds/for.html
help prompt_pwd; show
# CHECK: HELP/cmds/prompt_pwd.html
help quoting; show
# CHECK: HELP/language.html#quoting
help editor; show
# CHECK: HELP/interactive.html#the-command-line
help bash; show
# CHECK: HELP/bash.html
help commands; show
# CHECK: HELP/index.html#commands
# Other names of a command, and `help string SUBCOMMAND`.
help .; help '['; help string match; show
# CHECK: HELP/cmds/source.html
# CHECK: HELP/cmds/test.html
# CHECK: HELP/cmds/string.html
# The URL is absolute, and the page is there.
help tutorial
string match -q 'file:///*' <$fake/args; and echo absolute
test -f (string replace file:// '' <$fake/args); and echo exists
command rm $fake/args
# CHECK: absolute
# CHECK: exists

set -gx BROWSER "$fake/browser --new-tab"
help faq; show
# CHECK: --new-tab
# CHECK: HELP/faq.html
set -g fish_help_browser $fake/browser --private
help set; show
# CHECK: --private
# CHECK: HELP/cmds/set.html
set -e fish_help_browser
set -e BROWSER

# In a graphical session with no browser named: xdg-open.
command mkdir $fake/bin
command cp $fake/browser $fake/bin/xdg-open
set -gx PATH $fake/bin $PATH
set -gx DISPLAY :0
set -e SSH_CONNECTION SSH_CLIENT SSH_TTY
help status; show
# CHECK: help: Help is being displayed in your browser.
# CHECK: HELP/cmds/status.html
command rm -r $fake
