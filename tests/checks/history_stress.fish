# RUN: %minnow %s
# The history file under load: 20 shells appending 1,000 commands each at
# the same time lose nothing and leave a valid file (appends take the
# file's lock; about every 25th save rewrites the file through a temporary
# file renamed into place); shells killed with SIGKILL while writing leave
# a file that still reads.
set -q XDG_DATA_HOME[1]; or set -gx XDG_DATA_HOME $HOME/.local/share
set -l minnow (status fish-path)
set -l file $XDG_DATA_HOME/minnow/stress_history
set -gx fish_history stress

for j in (seq 20)
    $minnow -c "for i in (seq 1000); builtin history append s$j-\$i; end" &
end
wait
# every line belongs to a record; every command is there once
string match -rv '^(- cmd: s\d+-\d+|  when: \d+)$' <$file | count
# CHECK: 0
string match -r '^- cmd: .*' <$file | sort -u | count
# CHECK: 20000
# and the history reads them back
set -g fish_history verify
history merge --from $file
count $history
# CHECK: 20000
for j in 1 13 20
    history search --prefix s$j- | count
end
# CHECK: 1000
# CHECK: 1000
# CHECK: 1000

# Writers killed mid-way.
set -gx fish_history killed
set -l file $XDG_DATA_HOME/minnow/killed_history
set -l pids
for j in (seq 6)
    $minnow -c "set i 0; while true; builtin history append k$j-\$i-(string repeat -n \$i x | string sub -l 200); set i (math \$i + 1); end" &
    set -a pids $last_pid
end
sleep 0.7
kill -9 $pids
wait
set -g fish_history killed_check
history merge --from $file
set -l n (count $history)
test $n -gt 20; and echo read $file
# CHECK: read {{.*}}/minnow/killed_history
string match -rv '^k\d+-\d+-x*$' -- $history | count
# CHECK: 0
# appending after the damage still works, and the file still reads
$minnow -c 'set -gx fish_history killed; builtin history append after'
set -g fish_history killed_check2
history merge --from $file
test (count $history) -gt $n; and history search -n1 after
# CHECK: after
