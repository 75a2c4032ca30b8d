# RUN: %minnow %s
# string match: glob patterns, PCRE2 regexes, every option, named captures
# setting variables, errors, stdin, invalid UTF-8 and NUL bytes.
# Expectations come from fish 3.6; the end of the file has fish 4 behaviour
# that 3.6 lacks, each with a comment.

# Globs: the whole string must match; * is any run of characters.
string match -v "c*" dog can cat diz; echo $status
string match -q -v "c*" dog can cat diz; echo $status
string match -v "d*" dog dan dat diz; echo $status
string match -v "*" dog can; echo $status
string match "*" a
string match "a*b" axxb
string match "a*b" axxbc; echo $status
string match -i "a**B" Axxb
echo "ok?" | string match "*?"
string match x abc dxf xyz jkx x z
string match -e x abc dxf xyz jkx x z
string match --entire "" -- banana
string match "" ""; echo $status
string match "" a; echo $status
string match '\*' '*'
string match 'a*\\' 'abc\\'
string match '*/*' a/b
string match '.*' .hidden
string match -n '*d*' cde
string match -n '*x*' cde; echo $status
string match -n -v -i 'ABC' abc xyz
string match -a 'a*' abc
string match -i 'ÉCOLE' école
string match -q 'a*' b c; echo $status
string match -q 'a*' b a; echo $status
string match -g 'a*' abc
# CHECK: dog
# CHECK: diz
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: a
# CHECK: axxb
# CHECK: 1
# CHECK: Axxb
# CHECK: ok?
# CHECK: x
# CHECK: dxf
# CHECK: xyz
# CHECK: jkx
# CHECK: x
# CHECK: banana
# CHECK:
# CHECK: 0
# CHECK: 1
# CHECK: *
# CHECK: abc\
# CHECK: a/b
# CHECK: .hidden
# CHECK: 1 3
# CHECK: 1
# CHECK: 1 3
# CHECK: abc
# CHECK: école
# CHECK: 1
# CHECK: 0
# CHECK: abc

# Regexes: the match, then each capture group.
string match -r -v "c.*" dog can cat diz; echo $status
string match -q -r -v "c.*" dog can cat diz; echo $status
string match -r -v x y
string match -r -v x x; echo $status
string match -r "cat|dog|fish" "nice dog"
string match -r "(\d\d?):(\d\d):(\d\d)" 2:34:56
string match -r "^(\w{2,4})\g1\$" papa mud murmur
string match -r -a -n at ratatat
string match -r -i "0x[0-9a-f]{1,8}" "int magic = 0xBadC0de;"
string match -r '^([ugoa]*)([=+-]?)([rwx]*)$' '=r'
string match -r "(a|(z))(bc)" abc
string match -rvn a bbb
string match --entire -r "a*b[xy]+" abc abxc bye aaabyz kaabxz abbxy abcx caabxyxz
string match --entire -r "a*b([xy]+)" abc abxc bye
string match -r "a*b([xy]+)" abc abxc bye aaabyz
string match -r -a 'a[bc]' abadac
string match -r -a a xaxa axax
string match -r -n "(a).*(b)" a---b
string match -r -n -a "(a)(b)" abab
string match -r 'foo\Kbar' foobar
string match -r '(foo)\Kbar' foobar
string match -r "" ""; echo $status
string match -r "" ; echo $status
string match -r -a "x*" aéb | count
string match -r -n 'é' 'aéb'
string match -r -n -a 'b' 'ébéb'
string match -r '\w+' 'déjà vu'
# CHECK: dog
# CHECK: diz
# CHECK: 0
# CHECK: 0
# CHECK: y
# CHECK: 1
# CHECK: dog
# CHECK: 2:34:56
# CHECK: 2
# CHECK: 34
# CHECK: 56
# CHECK: papa
# CHECK: pa
# CHECK: murmur
# CHECK: mur
# CHECK: 2 2
# CHECK: 4 2
# CHECK: 6 2
# CHECK: 0xBadC0de
# CHECK: =r
# CHECK:
# CHECK: =
# CHECK: r
# CHECK: abc
# CHECK: a
# CHECK: bc
# CHECK: 1 3
# CHECK: abxc
# CHECK: bye
# CHECK: aaabyz
# CHECK: kaabxz
# CHECK: abbxy
# CHECK: caabxyxz
# CHECK: abxc
# CHECK: x
# CHECK: bye
# CHECK: y
# CHECK: abx
# CHECK: x
# CHECK: by
# CHECK: y
# CHECK: aaaby
# CHECK: y
# CHECK: ab
# CHECK: ac
# CHECK: a
# CHECK: a
# CHECK: a
# CHECK: a
# CHECK: 1 5
# CHECK: 1 1
# CHECK: 5 1
# CHECK: 1 2
# CHECK: 1 1
# CHECK: 2 1
# CHECK: 3 2
# CHECK: 3 1
# CHECK: 4 1
# CHECK: bar
# CHECK: bar
# CHECK: foo
# CHECK:
# CHECK: 0
# CHECK: 1
# CHECK: 4
# CHECK: 2 1
# CHECK: 2 1
# CHECK: 4 1
# CHECK: d

# -g writes only the groups; -q and -e combine.
string match -rg '(.*)fish' catfish shellfish fish banana; echo $status
string match -r --groups-only '(.+)fish' fish; echo $status
string match -r --groups-only '(.+)fish(.*)' catfishcolor
echo "foo bar baz" | string match -rg 'foo (bar) baz'
echo "foo1x foo2x foo3x" | string match -arg 'foo(\d)x'
string match -qer asd asd; echo $status
string match -eq asd asd; echo $status
# CHECK: cat
# CHECK: shell
# CHECK:
# CHECK: 0
# CHECK: 1
# CHECK: cat
# CHECK: color
# CHECK: bar
# CHECK: 1
# CHECK: 2
# CHECK: 3
# CHECK: 0
# CHECK: 0

# Named groups set variables: the first matching string; -a one per match.
string match -r "(?<word>\w+) (?<num>\d+)" "abc 123" "def 456"; echo $word $num
string match -ra "(?<word>\w+) (?<num>\d+)" "abc 123 def 456"; echo (count $word) $word $num
string match -r "(?<nomatch>zzz)" abc; echo (count $nomatch)
string match -ra "(?<x>a)|(?<y>b)" ab; echo "x=[$x] y=[$y]" (count $x) (count $y)
string match -qr "(?<q>a+)" baab; echo $q
function captures
    string match -qr '(?<inner>\d+)' a42
    echo inner=$inner
end
captures; set -q inner; or echo not global
string match -r "(?<status>a)" a; echo $status
# CHECK: abc 123
# CHECK: abc
# CHECK: 123
# CHECK: def 456
# CHECK: def
# CHECK: 456
# CHECK: abc 123
# CHECK: abc 123
# CHECK: abc
# CHECK: 123
# CHECK: def 456
# CHECK: def
# CHECK: 456
# CHECK: 2 abc def 123 456
# CHECK: 0
# CHECK: a
# CHECK: a
# CHECK: b
# CHECK: b
# CHECK: x=[a ] y=[ b] 2 2
# CHECK: aa
# CHECK: inner=42
# CHECK: not global
# CHECK: 2
# CHECKERR: Modification of read-only variable "status" is not allowed

# Errors.
string match; echo $status
string match -r; echo $status
string match -r "[" "a[sd"; echo $status
string match -r "a(b" x; echo $status
string match -r "ab)" x; echo $status
string match -r "(?<n>a" x; echo $status
string match -r 'é(' x; echo $status
string match -e -n x x; echo $status
string match -v -g -r x x; echo $status
string match -e -g -r x x; echo $status
echo x | string match x y; echo $status
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: string match: missing argument
# CHECKERR: string match: missing argument
# CHECKERR: string match: Regular expression compile error: missing terminating ] for character class
# CHECKERR: string match: [
# CHECKERR: string match: ^
# CHECKERR: string match: Regular expression compile error: missing closing parenthesis
# CHECKERR: string match: a(b
# CHECKERR: string match:   ^
# CHECKERR: string match: Regular expression compile error: unmatched closing parenthesis
# CHECKERR: string match: ab)
# CHECKERR: string match:  ^
# CHECKERR: string match: Regular expression compile error: missing closing parenthesis
# CHECKERR: string match: (?<n>a
# CHECKERR: string match:      ^
# CHECKERR: string match: Regular expression compile error: missing closing parenthesis
# CHECKERR: string match: é(
# CHECKERR: string match:  ^
# CHECKERR: string match: invalid option combination, --entire and --index are mutually exclusive
# CHECKERR: string match: invalid option combination, --invert and --groups-only are mutually exclusive
# CHECKERR: string match: invalid option combination, --entire and --groups-only are mutually exclusive
# CHECKERR: string match: too many arguments

# Standard input, quitting early with -q, NUL bytes and invalid UTF-8.
printf 'dog\ncat\nbat' | string match '*at'
yes | string match -q y; echo $status
yes | string match -rq y; echo $status
command printf 'a\0c\n' | string match -e a | string escape
command printf 'a\0b\n' | string match -r '.*b$' | string escape
command printf 'a\xffb\n' | string match 'a*b' | string escape
command printf 'a\xffb\n' | string match -r 'b' -n
string match -r -v x (command printf 'a\xffb') | string escape
# CHECK: cat
# CHECK: bat
# CHECK: 0
# CHECK: 0
# CHECK: a\x00c
# CHECK: a\x00b
# CHECK: a\Xffb
# CHECK: 3 1
# CHECK: a\Xffb

# fish 4: ? is an ordinary character in globs (qmark-noglob); fish 3.6
# still treats it as a wildcard.
string match 'a?c' abc a?c
# CHECK: a?c

# fish 4: -m / --max-matches stops after MAX matching strings.
printf "dog\ncat\nbat\ngnat\n" | string match -m2 "*at"
printf "dog\ncat\nbat\nhog\n" | string match -rvm1 'at$'
string match -m 0 x x; echo $status
string match --max-matches=x x x; echo $status
# CHECK: cat
# CHECK: bat
# CHECK: dog
# CHECK: 2
# CHECK: 2
# CHECKERR: string match: Invalid max matches value '0'
# CHECKERR: string match: Invalid max matches value 'x'

# fish 4: a (*UTF) directive is refused.
string match -r "(*UTF).*" "aaa"; echo $status
# CHECK: 2
# CHECKERR: string match: Regular expression compile error: using UTF is disabled by the application
# CHECKERR: string match: (*UTF).*
# CHECKERR: string match:      ^

# fish 4 (its Rust regex iteration): after a match, an empty match at the
# place it ended is not reported; fish 3.6 reports it.
string match -ra 'a*' baab | count
string match -r -a -n 'a|' xa
# CHECK: 3
# CHECK: 1 0
# CHECK: 2 1

# minnow's regexes run in PCRE2's UTF mode: -i folds non-ASCII letters too
# (fish leaves é and É apart), and a byte that is not UTF-8 is never matched
# by "." (fish matches it).
string match -ri 'É' 'é' 'É'
string match -r '.' (command printf '\xffa')
# CHECK: é
# CHECK: É
# CHECK: a
