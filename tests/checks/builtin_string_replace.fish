# RUN: %minnow %s
# string replace: literal and regex replacement, PCRE2's extended replacement
# syntax ($1, ${name}, escapes; fish 4's regex-easyesc), -a -f -i -q -m,
# errors, stdin, NUL bytes and invalid UTF-8.
# Expectations come from fish 3.6; the end of the file has fish 4 behaviour.

string replace is was "blue is my favorite"
string replace 3rd last 1st 2nd 3rd
string replace -a " " _ "spaces to underscores"
string replace -- -a b -a-a
string replace -a '' - abc; echo $status
string replace é e café
string replace x y abc; echo $status
# CHECK: blue was my favorite
# CHECK: 1st
# CHECK: 2nd
# CHECK: last
# CHECK: spaces_to_underscores
# CHECK: b-a
# CHECK: abc
# CHECK: 1
# CHECK: cafe
# CHECK: abc
# CHECK: 1

# -i keeps the case of the text around the match.
string replace -i b x ABAB
string replace -ia B x abAB
string replace -ai É e cafÉé
# CHECK: AxAB
# CHECK: axAx
# CHECK: cafee

# Regexes.
string replace -r -a "[^\d.]+" " " "0 one two 3.14 four 5x"
string replace -r "(\w+)\s+(\w+)" "\$2 \$1 \$\$" "left right"
string replace -r "\s*newline\s*" "\n" "put a newline here"
string replace -r -a "(\w)" "\$1\$1" ab
echo az | string replace -r -- 'a(b.+)?z' 'a:$1z'
string replace -r '(?<foo>a)' '[${foo}]' banana
string replace -r '(a)|b' '[$1]' ab
string replace -r -a '' - abc
string replace -r 'x*' - abc
string replace -ra 'x*' - abc
string replace -r '\d' '' a1b2c3
string replace -r 'b' '\t|\x41|\\\\' abc
string replace -r '(\w+)' '\U$1' hello
string replace -ri 'B' x abB
# CHECK: 0 3.14 5{{ }}
# CHECK: right left $
# CHECK: put a
# CHECK: here
# CHECK: aabb
# CHECK: a:z
# CHECK: b[a]nana
# CHECK: [a]b
# CHECK: -a-b-c-
# CHECK: -abc
# CHECK: -a-b-c-
# CHECK: ab2c3
# CHECK: a	|A|\c
# CHECK: HELLO
# CHECK: axB

# -f writes only what changed; -q writes nothing and stops early.
string replace --filter x X abc axc x def jkx; echo $status
string replace --filter y Y abc axc x def jkx; echo $status
string replace --regex -f "\d" X 1bc axc 2 d3f jk4 xyz; echo $status
string replace -q x y abc; echo $status
string replace -q b y abc; echo $status
echo a | string replace b c -q; echo $status
yes | string replace -q y n; echo $status
yes | string replace -rq y n; echo $status
# CHECK: aXc
# CHECK: X
# CHECK: jkX
# CHECK: 0
# CHECK: 1
# CHECK: Xbc
# CHECK: X
# CHECK: dXf
# CHECK: jkX
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 0

# Errors.
string replace -r a '$9' a; echo $status
string replace -r a '${foo}' a; echo $status
string replace -r '(' x y; echo $status
string replace a; echo $status
string replace; echo $status
echo x | string replace a b c; echo $status
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: string replace: Regular expression substitute error: unknown substring
# CHECKERR: string replace: Regular expression substitute error: unknown substring
# CHECKERR: string replace: Regular expression compile error: missing closing parenthesis
# CHECKERR: string replace: (
# CHECKERR: string replace: ^
# CHECKERR: string replace: expected 2 arguments; got 1
# CHECKERR: string replace: missing argument
# CHECKERR: string replace: too many arguments

# Standard input, a missing last newline, NUL bytes, invalid UTF-8.
printf 'a\nb\n' | string replace -r '^' '> '
echo -n abc | string replace b B
echo '<eol>'
printf my-password | string replace -ra . \*
echo
command printf 'a\0b\n' | string replace b g | string escape
command printf 'a\0b\n' | string replace -r b g | string escape
string replace -r 'b' 'B' (command printf 'a\xffb\xfe') | string escape
string replace -a (command printf '\xff') X (command printf 'a\xffb\xff') | string escape
# CHECK: > a
# CHECK: > b
# CHECK: aBc<eol>
# CHECK: ***********
# CHECK: a\x00g
# CHECK: a\x00g
# CHECK: a\XffB\Xfe
# CHECK: aXbX

# fish 4: -m / --max-matches stops after MAX strings where something was
# replaced.
printf "dog\ncat\nbat\n" | string replace -rf --max-matches 1 'at$' 'aught'
printf "dog\ncat\nbat\n" | string replace -r --max-matches 1 '^c' 'h'
string replace -m 0 a b a; echo $status
# CHECK: caught
# CHECK: dog
# CHECK: hat
# CHECK: 2
# CHECKERR: string replace: Invalid max matches value '0'

# fish 4: a (*UTF) directive is refused.
string replace -r "(*UTF).*" "aaa"; echo $status
# CHECK: 2
# CHECKERR: string replace: Regular expression compile error: using UTF is disabled by the application
# CHECKERR: string replace: (*UTF).*
# CHECKERR: string replace:      ^
