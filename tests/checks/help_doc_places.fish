# RUN: %minnow %s
# The rendered manual is found from the executable's own place: doc/ beside
# it (the release build, build/minnow with build/doc), ../doc (build/debug),
# ../share/minnow/doc (an installed prefix). A folder without html/index.html
# is not the manual.
set -l minnow (status fish-path)
set -l t (command mktemp -d)
function layout -a t bin doc
    command mkdir -p $t/$bin $t/$doc/html
    command cp (status fish-path) $t/$bin/minnow
    touch $t/$doc/html/index.html
    $t/$bin/minnow --no-config -c 'echo $__fish_help_dir; echo $__fish_man_dir' | string replace -- $t T
end
layout $t/release build build/doc
# CHECK: T/build/doc/html
# CHECK: T/build/doc/man
layout $t/debug build/debug build/doc
# CHECK: T/build/doc/html
# CHECK: T/build/doc/man
layout $t/prefix bin share/minnow/doc
# CHECK: T/share/minnow/doc/html
# CHECK: T/share/minnow/doc/man
command mkdir -p $t/none/bin $t/none/doc
command cp $minnow $t/none/bin/minnow
$t/none/bin/minnow --no-config -c 'set -q __fish_help_dir; or echo none'
# CHECK: none
command rm -rf $t
