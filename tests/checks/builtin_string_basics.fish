# RUN: %minnow %s
# string: the dispatcher, option parsing (fish's getopt: options anywhere,
# abbreviations, --), where the strings come from (arguments or redirected
# stdin), and the small subcommands: length, lower, upper, collect, join.
# Expectations come from fish 3.6 unless a comment says fish 4 differs.

string; echo $status
# CHECK: 2
# CHECKERR: string: missing subcommand
# CHECKERR:
# CHECKERR: builtin_string_basics.fish (line 7):{{ }}
# CHECKERR: string; echo $status
# CHECKERR: ^
# CHECKERR:
# CHECKERR: (Type 'help string' for related documentation)

string foo; echo $status
# CHECK: 2
# CHECKERR: string foo: invalid subcommand
# CHECKERR:
# CHECKERR: builtin_string_basics.fish (line 17):{{ }}
# CHECKERR: string foo; echo $status
# CHECKERR: ^
# CHECKERR:
# CHECKERR: (Type 'help string' for related documentation)

string length -x; echo $status
# CHECK: 2
# CHECKERR: string length: -x: unknown option
# CHECKERR:
# CHECKERR: builtin_string_basics.fish (line 27):{{ }}
# CHECKERR: string length -x; echo $status
# CHECKERR: ^
# CHECKERR:
# CHECKERR: (Type 'help string' for related documentation)

string length abc -q; echo $status
string length -- -q; echo $status
string length --qu abc; echo $status
string length --v abc
# CHECK: 0
# CHECK: 2
# CHECK: 0
# CHECK: 0
# CHECK: 3

string match --in a a; echo $status
# CHECK: 2
# CHECKERR: string match: --in: unknown option
# CHECKERR:
# CHECKERR: builtin_string_basics.fish (line 47):{{ }}
# CHECKERR: string match --in a a; echo $status
# CHECKERR: ^
# CHECKERR:
# CHECKERR: (Type 'help string' for related documentation)

string length -qx abc; echo $status
# CHECK: 2
# CHECKERR: string length: -qx: unknown option
# CHECKERR:
# CHECKERR: builtin_string_basics.fish (line 57):{{ }}
# CHECKERR: string length -qx abc; echo $status
# CHECKERR: ^
# CHECKERR:
# CHECKERR: (Type 'help string' for related documentation)

string repeat -qn; echo $status
string trim --chars; echo $status
string split --max; echo $status
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: string repeat: -n: option requires an argument
# CHECKERR: string trim: --chars: option requires an argument
# CHECKERR: string split: --max: option requires an argument

# -h is help only right after the subcommand (fish's help pages are its own).
string match -q -h; echo $status
# CHECK: 2
# CHECKERR: string match: -h: unknown option
# CHECKERR:
# CHECKERR: builtin_string_basics.fish (line 78):{{ }}
# CHECKERR: string match -q -h; echo $status
# CHECKERR: ^
# CHECKERR:
# CHECKERR: (Type 'help string' for related documentation)

# Strings come from stdin only when it is piped or redirected into `string`
# itself (not into an enclosing block or function); both ways is an error.
echo a | string length bbb; echo $status
string length </dev/null; echo $status
string length <&-; echo $status
string length </dev/null x; echo $status
printf 'ab\ncd' | string length
printf 'ab\n\ncd\n' | string length
set -l tmpf (mktemp)
echo abc >$tmpf
string length <$tmpf
rm $tmpf
function lenf
    string length
    echo lenf $status
end
echo hello | lenf
begin
    string length
    echo begin $status
end </dev/null
echo hello | begin
    string length
    echo begin $status
end
# A last line without a newline keeps that missing newline.
printf 'ab\ncd' | string upper
echo '<eol>'
# CHECK: 2
# CHECK: 1
# CHECK: 1
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 0
# CHECK: 2
# CHECK: 3
# CHECK: lenf 1
# CHECK: begin 1
# CHECK: begin 1
# CHECK: AB
# CHECK: CD<eol>
# CHECKERR: string length: too many arguments
# CHECKERR: string length: too many arguments

# length
string length '' ; echo $status
string length -q ''; echo $status
string length -q '' x; echo $status
string length é 日本 (command printf '\xff\xfe') a\tb
string length (command printf 'a\0b') x
command printf 'a\0b\n' | string length
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 2
# CHECK: 2
# CHECK: 3
# CHECK: 1
# CHECK: 1
# CHECK: 3

# length --visible: columns on a terminal, per line; escape sequences and
# backspaced-over text do not count; after \r the widest stretch counts.
string length -V é 日本 (command printf 'x\e[31mred\e[0m') a\rbcd ab\ncde
string length --visible \b \bf \bf\b \bf\b\b\b\b
string length --visible (command printf '\e]0;title\a') (command printf '\e[1;32mgreen\e[m')
string length -V (command printf 'a\u0301') (command printf '\x01\x02') (command printf '\xffz')
string length -q -V ''; echo $status
# CHECK: 1
# CHECK: 4
# CHECK: 4
# CHECK: 3
# CHECK: 2
# CHECK: 3
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 5
# CHECK: 1
# CHECK: 0
# CHECK: 2
# CHECK: 1

# lower and upper
string lower ABC École ΣΑΣ; echo $status
string lower abc; echo $status
string upper abc déjà; echo $status
string upper -q abc; echo $status
string upper -q ABC; echo $status
string lower (command printf 'A\xffB') | string escape
yes | string upper -q; echo $status
# CHECK: abc
# CHECK: école
# CHECK: σασ
# CHECK: 0
# CHECK: abc
# CHECK: 1
# CHECK: ABC
# CHECK: DÉJÀ
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: a\Xffb
# CHECK: 0

# collect
string collect; echo $status
echo -n | string collect; echo $status
count (echo one\ntwo\nthree\nfour | string collect)
count (echo one | string collect)
echo [(echo one\ntwo\nthree | string collect)]
echo [(echo one\ntwo\nthree | string collect -N)]
printf '[%s]\n' (string collect one\n\n two\n)
printf '[%s]\n' (string collect -N one\n\n two\n)
printf '[%s]\n' (string collect --no-trim-newlines one\n\n two\n)
echo "foo"(true | string collect --allow-empty)"bar"
echo | string collect -N >/dev/null; echo $status
echo | string collect >/dev/null; echo $status
string collect a >/dev/null; echo $status
string collect -N '' >/dev/null; echo $status
string collect \n\n >/dev/null; echo $status
echo -n abc | string collect
echo '<eol>'
function dualcollect
    echo alpha
    echo beta
    echo gamma\ndelta\nomega | string collect
end
count (dualcollect)
set -l v (command printf 'x\ny\n\n' | string collect -N)
count $v
string escape -- $v
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: [one
# CHECK: two
# CHECK: three]
# CHECK: [one
# CHECK: two
# CHECK: three
# CHECK: ]
# CHECK: [one]
# CHECK: [two]
# CHECK: [one
# CHECK:
# CHECK: ]
# CHECK: [two
# CHECK: ]
# CHECK: [one
# CHECK:
# CHECK: ]
# CHECK: [two
# CHECK: ]
# CHECK: foobar
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: abc<eol>
# CHECK: 3
# CHECK: 1
# CHECK: x\ny\n\n

# join and join0
string join , a b c; echo $status
string join , a; echo $status
string join; echo $status
string join -q , a b; echo $status
string join -q , a; echo $status
string join -n , a '' b ''
seq 3 | string join ...
printf 'a\nb' | string join ,
echo '<eol>'
string join0 a b | od -An -c
string join0; echo $status
string join -- -x a b
string join '' a b c
set -l tmp beta alpha\ngamma
count (string join \n $tmp)
count (string join0 $tmp)
count (string join0 $tmp | string split0)
# CHECK: a,b,c
# CHECK: 0
# CHECK: a
# CHECK: 1
# CHECK: 2
# CHECK: 0
# CHECK: 1
# CHECK: a,b
# CHECK: 1...2...3
# CHECK: a,b<eol>
# CHECK:    a  \0   b  \0
# CHECK: 1
# CHECK: a-xb
# CHECK: abc
# CHECK: 3
# CHECK: 2
# CHECK: 2
# CHECKERR: string join: missing argument

# fish 4: a value given to a flag is its own error, without the trailer
# (fish 3.6 calls it an unknown option).
string length --visible=x a; echo $status
string length --quiet= a; echo $status
# CHECK: 2
# CHECK: 2
# CHECKERR: string length: --visible=x: option does not take an argument
# CHECKERR: string length: --quiet=: option does not take an argument
