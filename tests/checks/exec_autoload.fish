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

# A function or completion file is sourced: its `set -l` stays in the file
# (fzf.fish's variable search listed a completion's local), and $argv there
# is empty, not the caller's.
set -l d (mktemp -d)
mkdir $d/f $d/c
echo 'set -l file_local f; set -g seen_argv (count $argv); function scoped_fn; end' >$d/f/scoped_fn.fish
echo 'set -l comp_local c; complete -c scoped_cmd -a arg' >$d/c/scoped_cmd.fish
set -g fish_function_path $d/f $fish_function_path
set -g fish_complete_path $d/c $fish_complete_path
function caller
    scoped_fn
    function scoped_cmd; end
    complete -C 'scoped_cmd a'
    set -q file_local comp_local; or echo no locals leaked
end
caller x y
echo $seen_argv
set -q file_local comp_local; or echo none at top level either
rm -r $d
# CHECK: arg
# CHECK: no locals leaked
# CHECK: 0
# CHECK: none at top level either

# `exit` in a function or completion file ends that file, as in a sourced
# one, not the shell
set -l d (mktemp -d)
mkdir $d/f $d/c
echo 'exit 3; function never_defined; end' >$d/f/never_defined.fish
echo 'exit 4' >$d/c/exiting_cmd.fish
set -g fish_function_path $d/f $fish_function_path
set -g fish_complete_path $d/c $fish_complete_path
function exiting_cmd; end
never_defined
# CHECKERR: {{.*}}: Unknown command: never_defined
# CHECKERR: exec_autoload.fish (line {{\d+}}):{{ }}
# CHECKERR: never_defined
# CHECKERR: ^~~~~~~~~~~~^
echo still here $status
complete -C 'exiting_cmd ' >/dev/null
echo still here $status
rm -r $d
# CHECK: still here 127
# CHECK: still here 0
