# RUN: %minnow %s
# REQUIRES: %minnow -c 'test -f "$__fish_help_dir/index.html"'
# With no browser and no graphical session, help shows the page in the
# terminal; stdout is no terminal here, so the text is printed: a command's
# page as `NAME --help` prints it, a topic's page as the text `make docs`
# rendered.
set -e BROWSER fish_help_browser DISPLAY WAYLAND_DISPLAY
set -l text (path dirname -- $__fish_help_dir)/text
test "$(help contains)" = "$(contains --help)"; and echo same
# CHECK: same
test "$(help for)" = "$(__minnow_print_help for)"; and echo same
# CHECK: same
help quoting | command cmp -s - $text/language.txt; and echo same
# CHECK: same
help | command cmp -s - $text/index.txt; and echo same
# CHECK: same
help -h | string match -q 'help - *'; and echo own page
# CHECK: own page

# Over SSH a display does not count: still the terminal.
set -gx DISPLAY :0
set -gx SSH_CONNECTION '10.0.0.1 22 10.0.0.2 22'
set -gx PATH /nonexistent $PATH
help faq | command cmp -s - $text/faq.txt; and echo same
# CHECK: same
