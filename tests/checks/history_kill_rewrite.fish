# RUN: %minnow %s
# A shell killed with SIGKILL while it rewrites the history file (through
# a temporary file renamed into place) leaves the old file or the new one,
# never a part of one: a 30,000-entry file stays whole however often its
# rewriters are killed, and the shells after them still read and add to it.
# The temporary files of killed rewriters are removed by a later rewrite
# once they are a minute old (aged here by hand).
set -q XDG_DATA_HOME[1]; or set -gx XDG_DATA_HOME $HOME/.local/share
set -l minnow (status fish-path)
set -gx fish_history rw
set -l dir $XDG_DATA_HOME/minnow
set -l file $dir/rw_history
mkdir -p $dir
command printf -- '- cmd: base %s\n  when: 1700000000\n' (seq 30000) >$file

# each deletion makes the next save rewrite the whole file
set -l rewrite 'for i in (seq 1000); builtin history delete --exact --case-sensitive nothing$i; builtin history save; builtin history append "kept $i"; end'
set -l bad 0
for round in (seq 10)
    $minnow -c $rewrite &
    set -l pid $last_pid
    sleep 0.0(random 5 9)
    kill -9 $pid
    wait
    set -l n (string match -- '- cmd: base *' <$file | count)
    test "$n" = 30000; or set bad (math $bad + 1)
    string match -rvq '^(- cmd: (base|kept) \d+|  when: \d+)$' <$file; and set bad (math $bad + 1)
end
echo rounds with a damaged file: $bad
# CHECK: rounds with a damaged file: 0

# still read whole, and still written to
$minnow -c 'builtin history append after; history search --prefix base | count'
# CHECK: 30000
string match -- '- cmd: after' <$file | count
# CHECK: 1

# leftovers of killed rewrites (and one of a writer that cannot be alive,
# past any pid): gone at the next rewrite once old
touch $file.minnow-tmp.2147483646
touch -d '-2 minutes' $file.minnow-tmp.*
$minnow -c 'builtin history delete --exact --case-sensitive nothing; builtin history save'
count $file.minnow-tmp.*
# CHECK: 0
