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

# As fish: a name's file is loaded again when another file stands for it
# after the path changed (completions here, as fish's autoload test does it).
set -l d (mktemp -d)
mkdir $d/c1 $d/c2
function foo_auto; end
for i in c1 c2
    echo "echo loading $i" > $d/$i/foo_auto.fish
end
set -g fish_complete_path $d/c1 $d/c2
complete -C "foo_auto " >/dev/null
complete -C "foo_auto " >/dev/null
set -g fish_complete_path $d/c2
complete -C "foo_auto " >/dev/null
set -g fish_complete_path $d/c1 $d/c2
complete -C "foo_auto " >/dev/null
rm -r $d
# CHECK: loading c1
# CHECK: loading c2
# CHECK: loading c1
