# RUN: %minnow %s
# Functions load from $fish_function_path on first use, once, and again when
# their file changes.
set -l d (mktemp -d)
printf 'function greet_auto\n    echo hello $argv\nend\n' > $d/greet_auto.fish
printf 'echo loading-side-effect\nfunction side_auto\n    echo side\nend\n' > $d/side_auto.fish
set fish_function_path $d $fish_function_path
greet_auto one
greet_auto two
side_auto
side_auto
rm -r $d
# CHECK: hello one
# CHECK: hello two
# CHECK: loading-side-effect
# CHECK: side
# CHECK: side
