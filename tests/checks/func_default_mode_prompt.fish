# RUN: %minnow %s
# fish_default_mode_prompt ends the tag's line: captured by a command
# substitution it is two items, the colored tag and the reset with its space.
set fish_key_bindings fish_vi_key_bindings
set fish_bind_mode default
set -l out (fish_default_mode_prompt)
count $out
# CHECK: 2
printf '<%s>\n' (string escape -- $out)
# CHECK: <\e\[31\;1m\[N\]>
# CHECK: <\e\[m\ >
# an operator waiting for its motion shows [N] in cyan
set fish_bind_mode operator
string escape -- (fish_default_mode_prompt)[1]
# CHECK: \e\[36\;1m\[N\]
# nothing at all with the emacs-style bindings
set fish_key_bindings fish_default_key_bindings
count (fish_default_mode_prompt)
# CHECK: 0
