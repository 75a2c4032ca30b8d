# RUN: %minnow %s
# A 100,000-entry history (fish's format) loads and searches at once: a
# shell started on it finds the newest match, every substring match and
# the whole list well within the bound (3 s, loose for sanitizer builds;
# bench/run's history and latency workloads measure the real figures).
set -q XDG_DATA_HOME[1]; or set -gx XDG_DATA_HOME $HOME/.local/share
set -l minnow (status fish-path)
set -gx fish_history large
set -l dir $XDG_DATA_HOME/minnow
mkdir -p $dir
command printf -- '- cmd: make target%s\n  when: 1700000000\n' (seq 100000) >$dir/large_history
set -l t0 (date +%s%N)
$minnow -c 'history search -n1 --prefix "make target9999"; history search --contains 12345 | count; count $history'
# CHECK: make target99999
# CHECK: 1
# CHECK: 100000
set -l t1 (date +%s%N)
test (math "floor(($t1 - $t0) / 1000000)") -lt 3000; and echo in time
# CHECK: in time
