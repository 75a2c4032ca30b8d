# RUN: %minnow %s
# read: $fish_read_limit, records past the line that later commands still
# read (-n, -L and -z on files and from memory), tokenizing like fish's
# tokenizer, the fields $IFS and -d leave, and fish 4's errors.
# fish 4 applies a $fish_read_limit the script sets (status 122, the
# variable emptied); fish 3.6 only took it from the environment.
set -g fish_read_limit 5
echo 1234567890 | read x; echo $status "[$x]" (count $x)
echo 12345 | read x; echo $status "[$x]"
set -e fish_read_limit
echo 1234567890 | read x; echo $status "[$x]"
set -l f (mktemp)
printf 'abc\ndef\nghi\n' > $f
begin; read -n 2 a; read b; cat; end < $f; echo "$a|$b"
begin; read -n 1 a; read -n 5 b; cat; end < $f; echo "$a|$b"
begin; read -L a b; cat; end < $f; echo "$a|$b"
begin; read -z a; end < $f; echo "[$a]"
printf 'héllo wörld\n' > $f
begin; read -n 2 a; read b; end < $f; echo "$a|$b"
printf '%s\n' (seq 2000) > $f
begin; read first; read -n 3 second; cat | count; end < $f; echo $first $second
while read -l line; set -g last $line; end < $f; echo $last
printf 'm1\nm2\nm3\n' | begin; read -n 1 a; read -L b c; cat; end; echo "$a|$b|$c"
# The terminal's options change nothing when stdin is not one.
echo 'q r' | read -c init -R 'echo r' -S -s -p 'echo p' --array v; echo $v
rm $f
# Tokens as fish's tokenizer finds them.
echo 'a | b > c; d && e 2>&1 f&' | read -ta x; printf '[%s]' $x; echo
echo 'a #comment b' | read -ta x; printf '[%s]' $x; echo
echo 'a$(b c)d e{f,g h}i "j' | read -ta x; printf '[%s]' $x; echo
echo 'a"foo bar"b (command echo wurst)*" "{a,b}' | read -lt a b c; printf '[%s]' $a $b $c; echo
echo "x 'unterminated" | read -ta x; printf '[%s]' $x; echo
echo 'a\x41\u00e9 b\ c ~ *' | read -ta x; printf '[%s]' $x; echo
echo 'a    "b c"   d' | read -t x y; printf '[%s]' $x $y; echo
echo '  ' | read -t x y; echo $status (count $x $y)
echo 'a (b' | read -ta x; printf '[%s]' $x; echo
echo 'a\$b "$c" $d' | read -ta x; printf '[%s]' $x; echo
printf 'a\nb c' | read -zta x; printf '[%s]' $x; echo
# Fields.
echo "" | read -a -d : x; count $x
echo "" | read -a x; count $x
echo "" | read x y; count $x $y
echo ":" | read -d : x y z; count $x $y $z
echo 'a==b==c' | read -d == -l a b c; echo $a $b $c
echo 'a b' | read -d '' x y; echo "[$x][$y]"
# Errors. fish 4 has no -i (3.6 said it was a deprecated --silent), and
# refuses read-only names and negative counts (fish 3.6 took
# both silently); its message for a read-only name has no newline before
# the trailer.
echo x | read -i v; echo $status
echo x | read -n -1 v; echo $status
echo x | read -n 99999999999999999999 v; echo $status
echo x | read -n '' v; echo $status
echo x | read -p 'echo hi' -P x v; echo $status
echo x | read -x -u -p a -P b v; echo $status
echo x | read --line --tokenize v; echo $status
echo x | read -z -L v; echo $status
echo 'a b' | read status; echo $status
# CHECK: 122 [] 0
# CHECK: 0 [12345]
# CHECK: 0 [1234567890]
# CHECK: def
# CHECK: ghi
# CHECK: ab|c
# CHECK: def
# CHECK: ghi
# CHECK: a|bc
# CHECK: ghi
# CHECK: abc|def
# CHECK: [abc
# CHECK: def
# CHECK: ghi
# CHECK: ]
# CHECK: hé|llo wörld
# CHECK: 1998
# CHECK: 1 2
# CHECK: 2000
# CHECK: m3
# CHECK: m|1|m2
# CHECK: q r
# CHECK: [a][|][b][>][c][;][d][&&][e][2>&][1][f][&]
# CHECK: [a]
# CHECK: [a$(b c)d][e{f,g h}i][j]
# CHECK: [afoo barb][(command echo wurst)* {a,b}]
# CHECK: [x][unterminated]
# CHECK: [aAé][b c][~][*]
# CHECK: [a]["b c"   d]
# CHECK: 0 0
# CHECK: [a][(b]
# CHECK: [a$b][$c][$d]
# CHECK: [a][
# CHECK: ][b][c]
# CHECK: 1
# CHECK: 0
# CHECK: 2
# CHECK: 2
# CHECK: a b c
# CHECK: [a][ b]
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: read: -i: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_read_more.fish (line 50):{{ }}
# CHECKERR: echo x | read -i v; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help read' for related documentation)
# CHECKERR: read: -1: invalid integer
# CHECKERR: {{^$}}
# CHECKERR: builtin_read_more.fish (line 51):{{ }}
# CHECKERR: echo x | read -n -1 v; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help read' for related documentation)
# CHECKERR: read: Argument '99999999999999999999' is out of range
# CHECKERR: {{^$}}
# CHECKERR: builtin_read_more.fish (line 52):{{ }}
# CHECKERR: echo x | read -n 99999999999999999999 v; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help read' for related documentation)
# CHECKERR: read: : invalid integer
# CHECKERR: {{^$}}
# CHECKERR: builtin_read_more.fish (line 53):{{ }}
# CHECKERR: echo x | read -n '' v; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help read' for related documentation)
# CHECKERR: read: Options -p and -P cannot be used together
# CHECKERR: {{^$}}
# CHECKERR: builtin_read_more.fish (line 54):{{ }}
# CHECKERR: echo x | read -p 'echo hi' -P x v; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help read' for related documentation)
# CHECKERR: read: Options -p and -P cannot be used together
# CHECKERR: {{^$}}
# CHECKERR: builtin_read_more.fish (line 55):{{ }}
# CHECKERR: echo x | read -x -u -p a -P b v; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help read' for related documentation)
# CHECKERR: read: --line --tokenize: options cannot be used together
# CHECKERR: read: Options -z and --line cannot be used together
# CHECKERR: read: status: cannot overwrite read-only variable
# CHECKERR: builtin_read_more.fish (line 58):{{ }}
# CHECKERR: echo 'a b' | read status; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help read' for related documentation)
# -t reads a list of arguments: `{` opens no block, an unfinished bracket
# takes the rest, and the words stop at a closing one left alone (fish 4).
for line in '1 ( (' '1 ) )' '1 { {' '1 } }' '{ a'
    echo $line | read -lat tokens
    echo (count $tokens) (string join '|' -- $tokens)
end
# CHECK: 2 1|( (
# CHECK: 2 1|)
# CHECK: 2 1|{ {
# CHECK: 2 1|}
# CHECK: 1 { a
# Options may follow the names, as fish's getopt lets them.
printf 'a b\0c' | read v -z; echo "[$v]"
# CHECK: [a b]
# --tokenize and --tokenize-raw exclude each other; either twice is fine.
echo 'a "b"' | read -a --tokenize-raw --tokenize-raw v; echo $v
# CHECK: a "b"
echo x | read -at --tokenize-raw v; echo $status
# CHECK: 2
# CHECKERR: read: invalid option combination, --tokenize and --tokenize-raw are mutually exclusive
# CHECKERR: {{^$}}
# CHECKERR: builtin_read_more.fish (line {{\d+}}):{{ }}
# CHECKERR: echo x | read -at --tokenize-raw v; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help read' for related documentation)
