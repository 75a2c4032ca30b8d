# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 0
# Job lists, separators, pipes, conjunctions and background jobs.
# Everything here must be accepted by `-n` with nothing on stderr.

echo one; echo two
echo three;
;
echo four;; echo five
echo six ; ; ; echo seven


echo after blank lines
echo a | cat
echo a | cat | cat | cat
echo a &| cat
echo a 2>| cat
echo a >| cat
echo a 1>| cat
echo a |
    cat
sleep 1 &
sleep 1 & echo not waiting
sleep 1 &; echo also not waiting
true; and echo and-ok
false; or echo or-ok
true; and not false; or echo mixed
not false
not not true
! false
! ! true
not time true
time true
time not true
time echo piped | cat
true && echo andand
false || echo oror
true && false || echo chain
true &&
    echo continued after andand
false ||
    echo continued after oror
true && not false
true && ! false
not true && echo x || echo y
echo a | cat && echo b | cat || echo c | cat
and echo leading and | cat
or echo leading or | cat
command echo decorated | builtin echo also
builtin echo x | command cat
exec true
