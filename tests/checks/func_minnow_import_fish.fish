# RUN: %minnow %s
# minnow_import_fish copies a fish setup into minnow's config folder: files
# where minnow has none of that name, universal variables minnow does not
# have (with their export and path flags, empty lists, empty elements,
# non-ASCII, newlines); -n changes nothing; what exists is kept and listed.
set -l minnow (status fish-path)
set -l d (command mktemp -d)
command mkdir -p $d/fish/functions $d/fish/conf.d $d/fish/completions $d/minnow/functions
echo 'set -g from_fish_config 1' >$d/fish/config.fish
echo 'jorgebucaran/fisher' >$d/fish/fish_plugins
echo 'function hi; echo hi from fish; end' >$d/fish/functions/hi.fish
echo 'function mine; echo fish mine; end' >$d/fish/functions/mine.fish
echo 'function mine; echo minnow mine; end' >$d/minnow/functions/mine.fish
echo 'set -g snippet 1' >$d/fish/conf.d/snip.fish
echo 'complete -c hi -l loud' >$d/fish/completions/hi.fish
printf '%s\n' '# This file contains fish universal variable definitions.' '# VERSION: 3.0' \
    'SETUVAR --export EDITOR:vim' 'SETUVAR multi:a\x1eb\x20c\x1e\u00e9' 'SETUVAR nl:x\x0ay' \
    'SETUVAR none:\x1d' 'SETUVAR blank:' 'SETUVAR --path pp:/a\x1e/b' 'SETUVAR kept:from\x20fish' \
    >$d/fish/fish_variables

set -lx XDG_CONFIG_HOME $d
$minnow -c 'set -U kept minnow; minnow_import_fish -n' | string replace -a -- $d D
# CHECK: would copy config.fish
# CHECK: would copy fish_plugins
# CHECK: would copy conf.d/snip.fish
# CHECK: would copy functions/hi.fish
# CHECK: would copy completions/hi.fish
# CHECK: would set -U EDITOR
# CHECK: would set -U multi
# CHECK: would set -U nl
# CHECK: would set -U none
# CHECK: would set -U blank
# CHECK: would set -U pp
# CHECK: would copy 5 files and 6 universal variables from D/fish to D/minnow
# CHECK: kept what minnow has already:
# CHECK:   D/minnow/functions/mine.fish
# CHECK:   universal variable kept
ls $d/minnow
# CHECK: fish_variables
# CHECK: functions

$minnow -c 'minnow_import_fish' | string replace -a -- $d D
# CHECK: copied 5 files and 6 universal variables from D/fish to D/minnow
# CHECK: kept what minnow has already:
# CHECK:   D/minnow/functions/mine.fish
# CHECK:   universal variable kept
$minnow -c 'echo $from_fish_config $snippet; hi; mine; complete -C "hi --lo"
set -S EDITOR multi nl none blank pp kept | string match -v ""'
# CHECK: 1 1
# CHECK: hi from fish
# CHECK: minnow mine
# CHECK: --loud
# CHECK: $EDITOR: set in universal scope, exported, with 1 elements
# CHECK: $EDITOR[1]: |vim|
# CHECK: $multi: set in universal scope, unexported, with 3 elements
# CHECK: $multi[1]: |a|
# CHECK: $multi[2]: |b c|
# CHECK: $multi[3]: |é|
# CHECK: $nl: set in universal scope, unexported, with 1 elements
# CHECK: $nl[1]: |x\ny|
# CHECK: $none: set in universal scope, unexported, with 0 elements
# CHECK: $blank: set in universal scope, unexported, with 1 elements
# CHECK: $blank[1]: ||
# CHECK: $pp: set in universal scope, unexported, a path variable with 2 elements
# CHECK: $pp[1]: |/a|
# CHECK: $pp[2]: |/b|
# CHECK: $kept: set in universal scope, unexported, with 1 elements
# CHECK: $kept[1]: |minnow|
# The second time there is nothing new.
$minnow -c 'minnow_import_fish $XDG_CONFIG_HOME/fish/' | head -n 1 | string replace -a -- $d D
# CHECK: copied 0 files and 0 universal variables from D/fish to D/minnow

$minnow -c 'minnow_import_fish $XDG_CONFIG_HOME/minnow'
# CHECKERR: minnow_import_fish: minnow already uses {{.*}}/minnow
$minnow -c 'minnow_import_fish $XDG_CONFIG_HOME/nothing'
# CHECKERR: minnow_import_fish: {{.*}}/nothing: no fish configuration there
$minnow -c 'minnow_import_fish a b; echo $status'
# CHECKERR: minnow_import_fish: Expected at most 1 args, got 2
# CHECK: 2
$minnow -c 'minnow_import_fish --bogus'
# CHECKERR: minnow_import_fish: --bogus: unknown option
$minnow -c 'minnow_import_fish -h' | head -n 1
# CHECK: minnow_import_fish - bring a fish configuration over to minnow
command rm -rf $d
