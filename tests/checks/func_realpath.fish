# RUN: %minnow %s
# realpath is the system's realpath when there is one; without it, the
# builtin, which knows -s only.
set -l d (mktemp -d)
mkdir $d/dir
ln -s $d/dir $d/link
builtin cd $d
type -t realpath
# CHECK: function
realpath link | sed "s|$d|D|"
# CHECK: D/dir
realpath -s link/ | sed "s|$d|D|"
# CHECK: D/link
realpath -e nope >/dev/null 2>&1
echo $status
# CHECK: 1
functions realpath | grep -e '^function' -e 'command realpath'
# CHECK: function realpath
# CHECK: {{ *}}command realpath $argv
builtin cd /
rm -r $d
