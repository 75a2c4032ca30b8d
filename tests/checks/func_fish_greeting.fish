# RUN: %minnow %s
# fish_greeting: $fish_greeting when set, else one line on how to get help;
# an empty $fish_greeting (set -U fish_greeting) prints nothing at all.
set -l shell (status fish-path)
$shell -c fish_greeting | string escape
# CHECK: Welcome\ to\ minnow,\ the\ friendly\ interactive\ shell!\ Type\ \e\[32mhelp\e\[m\ to\ learn\ your\ way\ around.
# Afterwards the default is in $fish_greeting, as in fish.
$shell -c 'fish_greeting >/dev/null; set -q fish_greeting; and echo set'
# CHECK: set

$shell -c 'set -g fish_greeting "Hello there"; fish_greeting'
$shell -c 'set -g fish_greeting Hello there; fish_greeting'
# CHECK: Hello there
# CHECK: Hello there
$shell -c 'set -g fish_greeting "two"\n"lines"; fish_greeting'
# CHECK: two
# CHECK: lines

# Silenced for good by an empty universal variable.
$shell -c 'set -U fish_greeting'
$shell -c 'fish_greeting; echo "[$status]"'
# CHECK: [1]
$shell -c 'set -Ue fish_greeting'
$shell -c 'fish_greeting' | count
# CHECK: 1

# Private mode adds a line, also to an empty greeting.
$shell -c 'set -g fish_private_mode 1; set -g fish_greeting hi; fish_greeting'
$shell -c 'set -g fish_private_mode 1; set -g fish_greeting; fish_greeting'
# CHECK: hi
# CHECK: minnow is in private mode: this session's history will not be saved.
# CHECK: minnow is in private mode: this session's history will not be saved.
