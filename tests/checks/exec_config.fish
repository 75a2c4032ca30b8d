# RUN: %minnow %s
# Start-up: conf.d files (sorted) then config.fish, unless -N; -C runs after
# the configuration. Our folder is named minnow, under XDG_CONFIG_HOME.
set -l minnow (status fish-path)
set -l d (mktemp -d)
mkdir -p $d/minnow/conf.d
echo 'echo conf.d-b' > $d/minnow/conf.d/b.fish
echo 'echo conf.d-a' > $d/minnow/conf.d/a.fish
echo 'echo not-fish-file' > $d/minnow/conf.d/c.txt
echo 'echo config; set -g from_config yes' > $d/minnow/config.fish
XDG_CONFIG_HOME=$d $minnow -c 'echo main $from_config'
XDG_CONFIG_HOME=$d $minnow -N -c 'echo no-config "[$from_config]"'
XDG_CONFIG_HOME=$d $minnow -N -C 'set -g early 1' -c 'echo init $early'
XDG_CONFIG_HOME=$d $minnow -N -c 'echo $__fish_config_dir' | sed "s|$d|DIR|"
rm -r $d
# CHECK: conf.d-a
# CHECK: conf.d-b
# CHECK: config
# CHECK: main yes
# CHECK: no-config []
# CHECK: init 1
# CHECK: DIR/minnow
