# RUN: %minnow %s
# REQUIRES-UNPRIVILEGED
set -l minnow (status fish-path)
# folders that can't be made: fish's warnings, once per session tree
set -l d (mktemp -d)
mkdir $d/cache $d/config $d/data
chmod 000 $d/cache $d/config $d/data
XDG_CACHE_HOME=$d/cache XDG_CONFIG_HOME=$d/config XDG_DATA_HOME=$d/data $minnow -c 'echo ran; $argv[1] -c "echo child"' $minnow 2>&1 | string replace -a $d D
# CHECK: error: can not save history
# CHECK: warning-path: Unable to locate data directory derived from $XDG_DATA_HOME: 'D/data/minnow'.
# CHECK: warning-path: The error was 'Permission denied (os error 13)'.
# CHECK: warning-path: Please set $XDG_DATA_HOME to a directory where you have write access.
# CHECK:
# CHECK: error: can not save universal variables or functions
# CHECK: warning-path: Unable to locate config directory derived from $XDG_CONFIG_HOME: 'D/config/minnow'.
# CHECK: warning-path: The error was 'Permission denied (os error 13)'.
# CHECK: warning-path: Please set $XDG_CONFIG_HOME to a directory where you have write access.
# CHECK:
# CHECK: error: can not save caching data
# CHECK: warning-path: Unable to locate cache directory derived from $XDG_CACHE_HOME: 'D/cache/minnow'.
# CHECK: warning-path: The error was 'Permission denied (os error 13)'.
# CHECK: warning-path: Please set $XDG_CACHE_HOME to a directory where you have write access.
# CHECK:
# CHECK: ran
# CHECK: child
chmod 755 $d/cache $d/config $d/data
rm -r $d
