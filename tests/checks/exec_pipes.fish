# RUN: %minnow %s
# Pipes between builtins, functions, blocks and external commands.
echo hello | cat
printf '%s\n' b a c | sort
function produce
    printf '%s\n' one two three
end
produce | tail -n 1
echo x | begin
    cat
    echo after
end
for i in 1 2 3
    echo $i
end | sort -r
seq 100000 | tail -n 1
set words (printf '%s\n' alpha beta)
echo $words[2]
echo (echo nested (echo deep))
echo "quoted $(echo inner)"
echo pipestatus (false | true; echo $pipestatus)
# CHECK: hello
# CHECK: a
# CHECK: b
# CHECK: c
# CHECK: three
# CHECK: x
# CHECK: after
# CHECK: 3
# CHECK: 2
# CHECK: 1
# CHECK: 100000
# CHECK: beta
# CHECK: nested deep
# CHECK: quoted inner
# CHECK: pipestatus 1 0

# stderr piped (2>|) from an external command into an in-shell stage, after
# an in-shell stage fed that command: the reader waits for all of it.
echo fed | sh -c 'cat >&2' 2>| string upper
# CHECK: FED
