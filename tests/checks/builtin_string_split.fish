# RUN: %minnow %s
# string split and split0: separators, -m -r -n -f -a -q, empty separators,
# splitting stdin, and pieces that stay whole in command substitutions.
# Expectations come from fish 3.6; the end of the file has fish 4 behaviour.

string split . example.com
string split -r -m1 / /usr/local/bin/fish
string split . www.ch.ic.ac.uk
string split -r . www.ch.ic.ac.uk
string split .. ....
string split -r .. ....
string split -m1 .. ....
string split -m0 / /usr/local/bin/fish; echo $status
string split -m2 : a:b:c:d e:f:g:h
string split -- -- a--b---c----d
string split -r -- -- a--b---c----d
string split --max 1 --right 12 "AB12CD"
string split -m 1 -r , a,b,c
string split é aébéc
string split -r é aébéc
string split , ''; echo $status
string split , a; echo $status
# CHECK: example
# CHECK: com
# CHECK: /usr/local/bin
# CHECK: fish
# CHECK: www
# CHECK: ch
# CHECK: ic
# CHECK: ac
# CHECK: uk
# CHECK: www
# CHECK: ch
# CHECK: ic
# CHECK: ac
# CHECK: uk
# CHECK:
# CHECK:
# CHECK:
# CHECK:
# CHECK:
# CHECK:
# CHECK:
# CHECK: ..
# CHECK: /usr/local/bin/fish
# CHECK: 1
# CHECK: a
# CHECK: b
# CHECK: c:d
# CHECK: e
# CHECK: f
# CHECK: g:h
# CHECK: a
# CHECK: b
# CHECK: -c
# CHECK:
# CHECK: d
# CHECK: a
# CHECK: b-
# CHECK: c
# CHECK:
# CHECK: d
# CHECK: AB
# CHECK: CD
# CHECK: a,b
# CHECK: c
# CHECK: a
# CHECK: b
# CHECK: c
# CHECK: a
# CHECK: b
# CHECK: c
# CHECK:
# CHECK: 1
# CHECK: a
# CHECK: 1

# An empty separator splits between characters.
string split "" abc
string split "" ""; echo $status
string split "" a; echo $status
string split -m1 "" abc
string split -r -m1 "" abc
string split "" é日(command printf '\xff')x | string escape
# CHECK: a
# CHECK: b
# CHECK: c
# CHECK:
# CHECK: 1
# CHECK: a
# CHECK: 1
# CHECK: a
# CHECK: bc
# CHECK: ab
# CHECK: c
# CHECK: é
# CHECK: 日
# CHECK: \Xff
# CHECK: x

# -n drops empty pieces; -q only sets the status.
string split -n , ,a,,b,
string split -n -m2 , ,a,,b,
string split -q; echo $status
string split -q :; echo $status
string split -q x axbxc; echo $status
# CHECK: a
# CHECK: b
# CHECK: a
# CHECK: ,b,
# CHECK: 2
# CHECK: 1
# CHECK: 0
# CHECKERR: string split: missing argument

# Fields.
string split --fields=2 "" abc
string split --fields=3,2 "" abc
string split --fields=2,9 "" abc; echo $status
string split --fields=1-3,5,9-7 "" 123456789
string split -f1 ' ' 'a b' 'c d'
string split --allow-empty --fields=2,9 "" abc
string split -f 3-1 , a,b,c
string split -f 1-1000000000 -a , a,b
string split -f2 -q , a,b; echo $status
string split -f 0 , a; echo $status
string split -f 2-0 , a; echo $status
string split -f 1-2-3 , a; echo $status
# CHECK: b
# CHECK: c
# CHECK: b
# CHECK: 1
# CHECK: 1
# CHECK: 2
# CHECK: 3
# CHECK: 5
# CHECK: 9
# CHECK: 8
# CHECK: 7
# CHECK: a
# CHECK: c
# CHECK: b
# CHECK: c
# CHECK: b
# CHECK: a
# CHECK: a
# CHECK: b
# CHECK: 0
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: string split: Invalid fields value '0'
# CHECKERR: string split: Invalid range value for field '2-0'
# CHECKERR: string split: 1-2-3: invalid integer

# Errors.
string split; echo $status
string split -m -1 , a; echo $status
string split -m x , a; echo $status
string split -a , a; echo $status
echo a | string split , b; echo $status
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: string split: missing argument
# CHECKERR: string split: Invalid max value '-1'
# CHECKERR: string split: x: invalid integer
# CHECKERR: string split: invalid option combination, --allow-empty is only valid with --fields
# CHECKERR: string split: too many arguments

# Standard input: one string per line.
printf 'a,b\nc,d\n' | string split ,
printf 'a,b\nc,d' | string split , | od -An -c
command printf 'a\0d\n' | string split '' | string escape
# CHECK: a
# CHECK: b
# CHECK: c
# CHECK: d
# CHECK:    a  \n   b  \n   c  \n   d  \n
# CHECK: a
# CHECK: \x00
# CHECK: d

# In a command substitution every piece is one value, newlines included.
count (string split / /)
count (string split , "a
b,c")
set -l parts (string split , "x
y,z"); printf '[%s]\n' $parts
echo "$(string split , a,b)"
# CHECK: 2
# CHECK: 2
# CHECK: [x
# CHECK: y]
# CHECK: [z]
# CHECK: a
# CHECK: b

# split0: standard input is cut at NUL bytes; one NUL at the end is ignored.
count (echo -ne 'abcdefghi' | string split0)
count (echo -ne 'abc\x00def\x00ghi\x00' | string split0)
count (echo -ne 'abc\x00def\x00ghi\x00\x00' | string split0)
count (echo -ne 'abc\x00def\x00ghi' | string split0)
count (echo -ne 'abc\ndef\x00ghi\x00' | string split0)
count (echo -ne 'abc\ndef\nghi' | string split0)
count (echo -ne '\x00\x00\x00' | string split0)
echo -ne 'a\x00b' | string split0; echo $status
string split0 a b; echo $status
echo -ne 'a\x00b\x00c' | string split0 -m1 | string escape
echo -ne 'a\x00b\x00c' | string split0 -f2
echo -ne 'a\x00b\x00c' | string split0 -r -m1 | string escape
function dualsplit
    echo alpha
    echo beta
    echo -ne 'gamma\x00delta' | string split0
end
count (dualsplit)
set -l files (printf 'one\ntwo\0three\0' | string split0)
count $files
string escape -- $files
string split0 -a a; echo $status
# CHECK: 1
# CHECK: 3
# CHECK: 4
# CHECK: 3
# CHECK: 2
# CHECK: 1
# CHECK: 3
# CHECK: a
# CHECK: b
# CHECK: 0
# CHECK: a
# CHECK: b
# CHECK: 1
# CHECK: a
# CHECK: b\x00c
# CHECK: b
# CHECK: a\x00b
# CHECK: c
# CHECK: 4
# CHECK: 2
# CHECK: one\ntwo
# CHECK: three
# CHECK: 2
# CHECKERR: string split0: invalid option combination, --allow-empty is only valid with --fields

# fish 4: a field that is not a whole positive number is an "invalid
# integer"; fish 3.6 words these differently.
string split -f x , a; echo $status
string split -f -1 , a; echo $status
string split -f 1- , a; echo $status
string split -f 99999999999999999999 , a; echo $status
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: string split: x: invalid integer
# CHECKERR: string split: -1: invalid integer
# CHECKERR: string split: 1-: invalid integer
# CHECKERR: string split: 99999999999999999999: invalid integer
