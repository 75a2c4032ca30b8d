# RUN: %minnow %s
# A directory written as a path and alone on its line is entered (fish's
# implicit cd), in scripts too.
set -l base (mktemp -d)
mkdir -p $base/sub/deeper
cd $base
./sub
basename $PWD
# CHECK: sub
deeper/
basename $PWD
# CHECK: deeper
..
basename $PWD
# CHECK: sub
$base/sub/deeper/
basename $PWD
# CHECK: deeper
# Not with arguments, and not a name without a slash.
set -l minnow (status fish-path)
cd $base
$minnow -c './sub x' 2>/dev/null
echo status $status
# CHECK: status 126
$minnow -c sub 2>/dev/null
echo status $status
# CHECK: status 127
basename $PWD
# CHECK: {{tmp.*}}
rm -r $base
