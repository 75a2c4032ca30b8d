# RUN: %minnow -n %s; echo "status $?"
# CHECK: status 0
# Keywords used as plain arguments, quoted keywords, decorated keywords, and
# block keywords invoked with help options (which makes them ordinary commands).

echo end else case if while for in function begin switch not and or time command builtin exec
echo if; echo end
set -l end 1
set -l if 2
echo $end $if
# Quoting does not stop a word from being a keyword:
'if' true
    echo quoted if
"end"
command if
command end
builtin and true
builtin or
command -v echo
command
builtin
builtin -n
exec echo
function -h
function --help
if --help
if -h
while -h
begin --help
switch --help
for -h
for --help
and --help
or -h
not --help
! --help
time -p true
break --help
continue -h
