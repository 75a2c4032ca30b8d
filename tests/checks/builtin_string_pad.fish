# RUN: %minnow %s
# string pad, sub and trim, and fish 4's string shorten: widths on a
# terminal, character positions, escape sequences, invalid UTF-8.
# Expectations come from fish 3.6 except where a comment says fish 4
# differs (checked against fish 4's documentation and its own tests).

# pad
string pad foo
string pad -r -w 7 -c - foo
string pad -r -w 7 --chars - foo
string pad --width 7 -c '=' foo
echo \|(string pad --width 10 --right foo)\|
string pad -w 4 -c . 🐟
string pad -w 3 -c 🐟 .
string pad -w 4 -c 🐟 . ..
string pad -c . long longer longest
string pad -c_ --width 5 longer-than-width-param x
string pad -w 4 日 a
string pad -w 5 (command printf '\e[31mab\e[0m') | string escape
string pad -w 8 he \eh | string escape
string pad -w 3 (command printf '\xff') | string escape
string pad; echo $status
printf 'a\nbb\n' | string pad
printf 'a\nbb' | string pad
echo '<eol>'
string pad -c ab -w4 .; echo $status
string pad -c "" x; echo $status
string pad -w -1 x; echo $status
string pad -w abc x; echo $status
# CHECK: foo
# CHECK: foo----
# CHECK: foo----
# CHECK: ====foo
# CHECK: |foo       |
# CHECK: ..🐟
# CHECK: 🐟.
# CHECK: 🐟 .
# CHECK: 🐟..
# CHECK: ...long
# CHECK: .longer
# CHECK: longest
# CHECK: longer-than-width-param
# CHECK: ______________________x
# CHECK:   日
# CHECK:    a
# CHECK: \ \ \ \e\[31mab\e\[0m
# CHECK: '      he'
# CHECK: \ \ \ \ \ \ \ \eh
# CHECK: \ \ \Xff
# CHECK: 0
# CHECK:  a
# CHECK: bb
# CHECK:  abb<eol>
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: string pad: Padding should be a character 'ab'
# CHECKERR: string pad: Padding should be a character ''
# CHECKERR: string pad: Invalid width value '-1'
# CHECKERR: string pad: abc: invalid integer

# sub: character positions from 1, negative from the end.
string sub --length 2 abcde
string sub -s 2 -l 2 abcde
string sub --start=-2 abcde
string sub --end=3 abcde
string sub --end=-4 abcde
string sub --start=2 --end=-2 abcde
string sub -s -5 -e -2 abcdefgh
string sub -s -100 -e -2 abcde
string sub -s -5 -e 2 abcde
string sub -s -50 -e -100 abcde
string sub -s 2 -e -5 abcde
string sub -l0 abcde
string sub -s6 abcde
string sub -s-6 abcde
string sub -s 2 -l 2 日本語です
string sub -s 2 -l 1 (command printf 'a\xffb') | string escape
echo -n abc | string sub -s 2
echo '<eol>'
string sub; echo $status
string sub -q abcde; echo $status
string sub -l x abcde; echo $status
string sub -l-1 abcde; echo $status
string sub -s0 abcde; echo $status
string sub -e 0 a; echo $status
string sub -e 1 -l 1 abc; echo $status
# CHECK: ab
# CHECK: bc
# CHECK: de
# CHECK: abc
# CHECK: a
# CHECK: bc
# CHECK: def
# CHECK: abc
# CHECK: ab
# CHECK:
# CHECK:
# CHECK:
# CHECK:
# CHECK: abcde
# CHECK: 本語
# CHECK: \Xff
# CHECK: bc<eol>
# CHECK: 1
# CHECK: 0
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: string sub: x: invalid integer
# CHECKERR: string sub: Invalid length value '-1'
# CHECKERR: string sub: Invalid start value '0'
# CHECKERR: string sub: Invalid end value '0'
# CHECKERR: string sub: invalid option combination, --end and --length are mutually exclusive

# trim
string trim " abc  "
string trim --right --chars=yz xyzzy zany
string trim -l "  a  " | string escape
string trim -r "  a  " | string escape
string trim \t\n\r\v\f" x "\f
string trim abc; echo $status
string trim -q " a"; echo $status
string trim -c é éaé
string trim "   "; echo $status
string trim -c "" abc; echo $status
string trim -c ab aaa; echo $status
printf ' a \n b' | string trim
echo '<eol>'
string trim -c (command printf '\xff') (command printf '\xffa\xff') | string escape
# CHECK: abc
# CHECK: x
# CHECK: zan
# CHECK: 'a  '
# CHECK: '  a'
# CHECK: x
# CHECK: abc
# CHECK: 1
# CHECK: 0
# CHECK: a
# CHECK:
# CHECK: 0
# CHECK: abc
# CHECK: 1
# CHECK:
# CHECK: 0
# CHECK: a
# CHECK: b<eol>
# CHECK: a

# fish 4: a start this far from the end is the start (3.6 prints nothing).
string sub --start -9223372036854775808 abc
# CHECK: abc

# pad -C (fish 4): both sides, the odd column on the left (right with -r).
string pad -C -w 6 ab abc
string pad -C -r -w 6 abc
# fish 4 names the character that has no width.
string pad -c \u0301 .; echo $status
# CHECK:   ab{{  }}
# CHECK:   abc{{ }}
# CHECK:  abc{{  }}
# CHECK: 2
# CHECKERR: string pad: Invalid padding character of width zero '́'

# shorten
string shorten -m 3 foo
string shorten -m 2 foo
string shorten -m 5 foobar
string shorten -m 5 --char ........ foobar
string shorten --max 4 -c /// foobar
string shorten --max 2 --chars "" foo
string shorten foo foobar
printf '%s\n' 2 4 8 16 32 64 | string shorten -c x
string shorten -N -cx bar\nfooo
string shorten -N -l -cx bar\nfooo
string shorten --max=5 -- abcde💩
string shorten --max=6 -- abcde💩
string shorten --max=7 -- abcde💩
string shorten -m6 (command printf '\e[34ms\e[31mt\e[1m\e[37mrin\e[31mg\e[33m-shorten') | string escape
string shorten -m12 -l (command printf '\e[34ms\e[31mt\e[1m\e[37mrin\e[31m\e[32mg\e[33m-shorten') | string escape
string shorten -m4 foobar\nbananarama
printf '\n1. line\n2. another line\n3. third line' | string shorten
printf '\n1. line\n2. another line\n3. third line' | string shorten --left
string shorten abc ab abcdef(string repeat -n 6 \b) | string escape
# -q prints nothing, whether or not a line is shortened.
string shorten -m 3 -q abc; echo $status
string shorten -m 3 -q abcd; echo $status
string shorten -m 3 foo; echo $status
# As in fish, a line that ends in an escape sequence gets an ellipsis.
set -l r (string shorten -m 2 (command printf 'ab\e[m')); echo $status; string escape -- $r
string shorten -m -1 x; echo $status
string shorten -m x x; echo $status
# CHECK: foo
# CHECK: f…
# CHECK: foob…
# CHECK: fooba
# CHECK: f///
# CHECK: fo
# CHECK: foo
# CHECK: fo…
# CHECK: 2
# CHECK: 4
# CHECK: 8
# CHECK: x
# CHECK: x
# CHECK: x
# CHECK: barx
# CHECK: fooox
# CHECK: abcd…
# CHECK: abcde…
# CHECK: abcde💩
# CHECK: \e\[34ms\e\[31mt\e\[1m\e\[37mrin\e\[31m…
# CHECK: …in\e\[31m\e\[32mg\e\[33m-shorten
# CHECK: foo…
# CHECK: ban…
# CHECK:
# CHECK: 1. line
# CHECK: 2. ano…
# CHECK: 3. thi…
# CHECK:
# CHECK: 1. line
# CHECK: …r line
# CHECK: …d line
# CHECK: a…
# CHECK: ab
# CHECK: abcdef\b\b\b\b\b\b
# CHECK: 1
# CHECK: 0
# CHECK: foo
# CHECK: 1
# CHECK: 0
# CHECK: ab\e\[m…
# CHECK: 2
# CHECK: 2
# CHECKERR: string shorten: Invalid max value '-1'
# CHECKERR: string shorten: x: invalid integer

# fish 4: an ellipsis of no width still fits, backspaces at the start take
# no width, and -m 0 (write everything as it is) succeeds; fish 3.6 differs.
string shorten -c \a foo foobar | string escape
string shorten -c \b foo foobar | string escape
string shorten -c cool\b\b\b\b\b foo foobar | string escape
string shorten -c \a\aXX foo foobar | string escape
string shorten abc \bab ab abcdef | string escape
string shorten abc \babc ab abcdef | string escape
string shorten abc \aabc ab abcdef | string escape
string shorten -m0 foo bar asodjsaoidj; echo $status
# CHECK: foo
# CHECK: foo\cg
# CHECK: foo
# CHECK: foo\b
# CHECK: foo
# CHECK: foocool\b\b\b\b\b
# CHECK: foo
# CHECK: f\cg\cgXX
# CHECK: a…
# CHECK: \bab
# CHECK: ab
# CHECK: a…
# CHECK: a…
# CHECK: \ba…
# CHECK: ab
# CHECK: a…
# CHECK: a…
# CHECK: \cga…
# CHECK: ab
# CHECK: a…
# CHECK: foo
# CHECK: bar
# CHECK: asodjsaoidj
# CHECK: 0
