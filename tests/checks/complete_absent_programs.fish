# RUN: %minnow %s
# Completions that ask the program itself for a list (rsync --info=help,
# dpkg's foreign architectures, ssh -Q help) offer nothing, and say nothing,
# where the program is not installed (here: only functions of those names,
# for which the completions still load, with no program behind them).
set -l tmp (mktemp -d)
set -l path $PATH
set -gx PATH $tmp
function rsync; end
function dpkg; end
function ssh; end
complete -C 'rsync --info=' | count
# CHECK: 0
complete -C 'rsync --debug=' | count
# CHECK: 0
complete -C 'dpkg --remove-architecture ' | count
# CHECK: 0
complete -C 'ssh -Q ' | count
# CHECK: 0
set PATH $path
rm -rf $tmp
