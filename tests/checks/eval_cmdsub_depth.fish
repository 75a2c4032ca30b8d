# RUN: %minnow %s
# eval of a substitution that evals itself again: fish's eval depth limit
# stops it with an error (it used to overflow the stack and crash).
set -g x "eval (string replace dog tiger -- \$x)"
eval $x
echo status $status
# CHECK: status 1
# CHECKERR: {{.*}}(line 1): The call stack limit has been exceeded. Do you have an accidental infinite loop?
# CHECKERR: string replace tiger tiger -- $x
# CHECKERR: ^{{~+}}^
# CHECKERR: in command substitution
# CHECKERR: 	called on line 1 of file eval_cmdsub_depth.fish
# CHECKERR: {{.*}}(line 1): Unable to evaluate string substitution
# CHECKERR: eval (string replace tiger tiger -- $x)
# CHECKERR: {{ +}}^{{~+}}^
echo after
# CHECK: after
