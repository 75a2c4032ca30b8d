# RUN: %minnow %s
# eval and command substitutions check only the grammar before they run, as
# fish does: `break` outside a loop is the builtin's error at run time.
eval break
# CHECKERR: break: Not inside of loop
echo status $status
# CHECK: status 1
eval continue
# CHECKERR: continue: Not inside of loop
eval 'echo (break; echo after)'
# CHECKERR: break: Not inside of loop
# CHECK: after
# break and continue take -h and nothing else.
for i in a
    break foo
end
# CHECKERR: break: foo: unknown option
echo status $status
# CHECK: status 2
