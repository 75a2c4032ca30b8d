# RUN: %minnow %s
# __fish_theme_migrate: universal colours and key bindings from fish before
# 4.3 become globals set in conf.d, once. Each step runs in a new shell, which
# reads the universal variables afresh.
set -l shell (status fish-path)
set -gx XDG_CONFIG_HOME (mktemp -d)
set -l conf (path resolve -- $XDG_CONFIG_HOME)/minnow/conf.d

# Without $__fish_initialized (a new user) there is nothing to do.
$shell -c 'set -U fish_color_command red; __fish_theme_migrate; set -U'
# CHECK: fish_color_command red

# Colours of the user's own, and vi key bindings.
$shell -c 'set -U __fish_initialized 3800; set -U fish_color_param 123456 --bold; set -U fish_key_bindings fish_vi_key_bindings'
$shell -c __fish_theme_migrate | string replace -a $conf CONF | string replace -ra '\e\[[0-9;]*m' ''
# CHECK: fish: upgraded to version >= 4.3.0:
# CHECK: * Color variables are no longer set in universal scope by default.
# CHECK:   Migrated them to global variables set in CONF/fish_frozen_theme.fish
# CHECK:   To restore syntax highlighting in other fish sessions, please restart them.
# CHECK: * The fish_key_bindings variable is no longer set in universal scope by default.
# CHECK:   Migrated it to a global variable set in  CONF/fish_frozen_key_bindings.fish
# CHECK: See also the release notes for 4.3.0 (type `help relnotes`).
grep -v '^#' $conf/fish_frozen_theme.fish | grep .
# CHECK: set --global fish_color_command red
# CHECK: set --global fish_color_param 123456 --bold
grep -v '^#' $conf/fish_frozen_key_bindings.fish | grep .
# CHECK: set --global fish_key_bindings fish_vi_key_bindings
# CHECK: set --erase --universal fish_key_bindings
$shell -c 'set -U; set -S fish_color_param | head -n 1'
# CHECK: __fish_initialized 4300
# CHECK: $fish_color_param: set in global scope, unexported, with 2 elements
# Only once: a universal colour set now stays.
$shell -c 'set -U fish_color_quote green; __fish_theme_migrate; set -U | string match "fish_color_quote *"'
# CHECK: fish_color_quote green

# Colours that are all old defaults are dropped, with no file; the old file
# is kept as .bak.
$shell -c 'set -eU fish_color_quote; set -U __fish_initialized 3000; set -U fish_color_command blue; set -U fish_color_autosuggestion 555 brblack; set -U fish_pager_color_prefix cyan --bold --underline'
rm $conf/fish_frozen_theme.fish
$shell -c __fish_theme_migrate | string replace -ra '\e\[[0-9;]*m' ''
# CHECK: fish: upgraded to version >= 4.3.0:
# CHECK: * Color variables are no longer set in universal scope.
# CHECK:   To restore syntax highlighting in other fish sessions, please restart them.
# CHECK: See also the release notes for 4.3.0 (type `help relnotes`).
path basename $conf/*
# CHECK: fish_frozen_key_bindings.fish
$shell -c 'set -U'
# CHECK: __fish_initialized 4300
rm -r $XDG_CONFIG_HOME
