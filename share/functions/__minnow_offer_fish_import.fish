# __minnow_offer_fish_import: on minnow's first interactive start, when fish
# has a setup in $__minnow_fish_setup (env/paths.c sets it when minnow's
# config folder did not exist yet), say how to bring it over. The folder is
# made on that start, so this is said once.
function __minnow_offer_fish_import
    set -l from $__minnow_fish_setup
    set -e __minnow_fish_setup
    set -q from[1]
    or return 0
    set -l scripts $from/{functions,conf.d,completions}/*.fish # (set: none is no error)
    path is -- $from/{config.fish,fish_variables,fish_plugins} $scripts
    or return 0
    set -l home_from (string replace -r -- '^'(string escape --style=regex -- $HOME)'/' '~/' $from)
    set -l home_to (string replace -r -- '^'(string escape --style=regex -- $HOME)'/' '~/' $__fish_config_dir)
    set -l cmd (set_color $fish_color_command | string collect -a)minnow_import_fish(set_color normal | string collect -a)
    echo "Found a fish setup in $home_from."
    echo "To use it in minnow, run $cmd: it copies config.fish, conf.d,"
    echo "functions, completions, fish_plugins and the universal variables to"
    echo "$home_to, overwriting nothing."
end
