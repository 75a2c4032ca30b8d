# RUN: %minnow %s
# A command word from a variable: empty is an error (status 123), so is one
# that names a keyword taking a command (fish 4; fish 3.6 runs the keyword's
# builtin instead), other names run.
set -l empty
$empty arg
echo st $status
# CHECKERR: exec_command_expansion.fish (line 6): The expanded command was empty.
# CHECKERR: $empty arg
# CHECKERR: ^~~~~^
# CHECK: st 123
set -l pager command less
echo foo | $pager
echo st $status
# CHECKERR: exec_command_expansion.fish (line 13): The expanded command is a keyword.
# CHECKERR: echo foo | $pager
# CHECKERR:            ^~~~~^
# CHECK: st 123
set -l kw if
$kw true
# CHECKERR: exec_command_expansion.fish (line 20): The expanded command is a keyword.
# CHECKERR: $kw true
# CHECKERR: ^~^
set -l cmd echo
$cmd from a variable
# CHECK: from a variable
set -l cmd2 echo two words
$cmd2
# CHECK: two words
# count, set and path take a wildcard that matches nothing as no values
count nomatch*zzz
# CHECK: 0
# An empty $IFS (no value, or one empty value) keeps a substitution's
# output whole, less its trailing newline; unset, the same.
begin
    set -l IFS
    count (printf 'one\ntwo\n')
    echo [(printf 'one\ntwo\n\n')]
    count (true)
    set IFS ''
    count (printf 'a\nb')
end
# CHECK: 1
# CHECK: [one
# CHECK: two
# CHECK: ]
# CHECK: 0
# CHECK: 1
count (printf 'one\ntwo\n')
# CHECK: 2
# A substitution runs in a scope of its own: its locals (a loop variable
# too) end with it, while a plain `set` reaches the global as anywhere.
begin
    set -l out (set -l cmdsub_local 1; for cmdsub_i in a; end)
    set -q cmdsub_local; or echo no local
    set -q cmdsub_i; or echo no loop variable
end
echo (set cmdsub_global 2) $cmdsub_global
# CHECK: no local
# CHECK: no loop variable
# CHECK: 2
