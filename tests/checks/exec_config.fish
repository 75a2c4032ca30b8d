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

# conf.d folders in fish's order: the user's, the system's, then the
# vendors' (vendor_conf.d under minnow/ then fish/ of each data folder), each
# folder's files by name; a name seen before hides a later file of that name.
set -l d (mktemp -d)
mkdir -p $d/cfg/minnow/conf.d $d/v1/minnow/vendor_conf.d $d/v1/fish/vendor_conf.d $d/v2/minnow/vendor_conf.d
echo 'echo user-b' > $d/cfg/minnow/conf.d/b.fish
echo 'echo vendor-b' > $d/v1/minnow/vendor_conf.d/b.fish
echo 'echo vendor1-a' > $d/v1/minnow/vendor_conf.d/a.fish
echo 'echo fish1-a' > $d/v1/fish/vendor_conf.d/a.fish
echo 'echo fish1-e' > $d/v1/fish/vendor_conf.d/e.fish
echo 'echo vendor2-a' > $d/v2/minnow/vendor_conf.d/a.fish
echo 'echo vendor2-c' > $d/v2/minnow/vendor_conf.d/c.fish
XDG_CONFIG_HOME=$d/cfg XDG_DATA_DIRS=$d/v1:$d/v2 $minnow -c 'echo main'
rm -r $d
# CHECK: user-b
# CHECK: vendor1-a
# CHECK: fish1-e
# CHECK: vendor2-c
# CHECK: main

# -N: no universal variables either; set -U sets a global, no file is written
set -l d (mktemp -d)
XDG_CONFIG_HOME=$d $minnow -N -c 'set -U nouni 1; set -S nouni | head -n 1'
test -e $d/minnow/fish_variables; and echo file written; or echo no file
rm -r $d
# CHECK: $nouni: set in global scope, unexported, with 1 elements
# CHECK: no file
