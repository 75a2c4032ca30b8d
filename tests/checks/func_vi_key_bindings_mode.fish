# RUN: %minnow %s
# $fish_bind_mode is "default" in every shell, as fish sets it at start;
# fish_vi_key_bindings starts in insert mode, or in the mode it is given.
echo $fish_bind_mode
# CHECK: default
fish_vi_key_bindings
echo $fish_bind_mode
# CHECK: insert
fish_vi_key_bindings default
echo $fish_bind_mode
# CHECK: default
fish_vi_key_bindings insert
echo $fish_bind_mode
# CHECK: insert
