# RUN: %minnow %s
# string repeat: -n -m -N -q, the count as first argument (fish 4), many
# strings, stdin, and huge counts: streamed to a pipe, refused in memory.
# Expectations come from fish 3.6; the end of the file has fish 4 behaviour.

string repeat -n 2 foo
string repeat --count 2 foo
echo foo | string repeat -n 2
string repeat -n2 -q foo; echo $status
string repeat -n2 --quiet foo; echo $status
string repeat -n0 foo; echo $status
string repeat -n0; echo $status
string repeat -m0; echo $status
string repeat -n1 -N "there is "; echo "no newline"
string repeat -n10 -m4 foo
string repeat -n10 --max 5 foo
string repeat -n3 -m20 foo
string repeat -m4 foo
string repeat -n 5 a b c
string repeat -n 5 --max 4 123 456 789
string repeat -n 5 --max 4 123 '' 789
echo -n before; string repeat -n 5 ''; echo after
string repeat -n3 ""; echo $status
string repeat -n 3 é
string repeat -m 2 é日
string repeat -m 3 (command printf '\xffa') | string escape
printf 'ab\ncd' | string repeat -n 2
echo '<eol>'
printf 'ab\n\ncd\n' | string repeat -n 2
yes | string repeat -n 2 -q; echo $status
# CHECK: foofoo
# CHECK: foofoo
# CHECK: foofoo
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: there is no newline
# CHECK: foof
# CHECK: foofo
# CHECK: foofoofoo
# CHECK: foof
# CHECK: aaaaa
# CHECK: bbbbb
# CHECK: ccccc
# CHECK: 1231
# CHECK: 4564
# CHECK: 7897
# CHECK: 1231
# CHECK: 7897
# CHECK: beforeafter
# CHECK: 1
# CHECK: ééé
# CHECK: é日
# CHECK: \Xffa\Xff
# CHECK: abab
# CHECK: cdcd<eol>
# CHECK: abab
# CHECK: cdcd
# CHECK: 0

# Lengths come out right.
string repeat -m 5000 aab | string length
string repeat -m 5000 a | string length
string repeat -m 17 ab | string length
string repeat -n 17 aab | string length
string repeat -n 17 a | string length
string repeat -m 5 (string repeat -n 500000 aaaaaaaaaaaaaaaaaa) | string length
string repeat -n 100000 abc | string length
set -l long (string repeat -n 100000 abc); string length $long
# CHECK: 5000
# CHECK: 5000
# CHECK: 17
# CHECK: 51
# CHECK: 17
# CHECK: 5
# CHECK: 300000
# CHECK: 300000

# Errors.
string repeat -n-1 foo; echo $status
string repeat -m-1 foo; echo $status
string repeat -n notanumber foo; echo $status
string repeat -m notanumber foo; echo $status
echo stdin | string repeat -n1 "and arg"; echo $status
string repeat -n; echo $status
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: string repeat: Invalid count value '-1'
# CHECKERR: string repeat: Invalid max value '-1'
# CHECKERR: string repeat: notanumber: invalid integer
# CHECKERR: string repeat: notanumber: invalid integer
# CHECKERR: string repeat: too many arguments
# CHECKERR: string repeat: -n: option requires an argument

# A huge count streams to a pipe and stops when the reader is gone.
string repeat -n 100000000 x | head -c 3
echo
string repeat -m 10000000000 xyz | head -c 4
echo
# CHECK: xxx
# CHECK: xyzx

# fish 4: the count may be the first argument.
string repeat 2 foo
string repeat 2 -n 3
echo foo | string repeat 2
string repeat foo; echo $status
string repeat ""; echo $status
string repeat; echo $status
# CHECK: foofoo
# CHECK: 222
# CHECK: foofoo
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: string repeat: Invalid count value 'foo'
# CHECKERR: string repeat: Invalid count value ''
# CHECKERR: string repeat: missing argument

# Output kept in memory is checked before it is made: fish instead stops
# the command substitution at its read limit ("Too much data emitted by
# command substitution so it was discarded", status 122).
set -l x (string repeat -n 1000000000000 x); echo $status (count $x)
# CHECK: 2 0
# CHECKERR: string repeat: Too much data (1000000000000 bytes) to keep in memory

# fish 4: repeating a newline (fish 3.6 runs out of memory here).
string repeat -n 2999 \n | count
# CHECK: 3000
