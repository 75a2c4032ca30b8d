# RUN: %minnow %s
# read: splitting on $IFS, -a, -d, -n, -z, -L, -t, scopes, end of input, and
# reading line by line without consuming what later commands read.
echo a | read; echo $status
echo "a b  c" | read x; echo "[$x]" $status
echo "  a b  c  d " | read x y z; echo "[$x][$y][$z]"
printf "" | read -l e; echo $status "[$e]" (count $e)
printf "last" | read l; echo $status $l
echo "a b" | read -a L; count $L
echo "a:b::c" | read -d : x y; echo "[$x][$y]"
echo "a:b::c" | read -a -d : L; printf "[%s]" $L; echo
echo abcdef | read -n 3 x; echo $x
printf "a\nb\0c" | read -z x; echo "[$x]"
printf "l1\nl2\nl3\n" | read -L a b; echo "[$a][$b]"
echo "\"a b\" c\\ d 'e f'" | read -t x y z; echo "[$x][$y][$z]"
echo "a b c" | read -ta L; count $L
echo "  a  b " | read -a L; printf "[%s]" $L; echo
echo "  a  b " | read x; echo "[$x]"
set -l tmpf (mktemp)
printf 'one\ntwo words\nthree\n' > $tmpf
while read -l line
    echo "got [$line]"
end < $tmpf
begin
    read -l first
    echo first=$first
    cat
end < $tmpf
printf 'p1\np2\np3\n' | begin
    read -l a
    echo a=$a
    cat
end
echo "x y" | read -l lx ly; echo "$lx|$ly"
function f
    echo fun | read -f fv
    echo fv=$fv
end
f
echo "ex" | read -gx EXPORTED; env | grep '^EXPORTED='
printf 'héllo\n' | read -n 2 c; echo $c
echo "a b c" | read -d ' ' x y; echo "[$x][$y]"
echo "hello" | read -d '' -a chars; echo (count $chars) $chars[2]
printf 'no-newline' | read; echo " status=$status"
echo 'a\tb "q \"x\"" \x41' | read -ta L; printf "[%s]" $L; echo
rm $tmpf
# Errors.
echo x | read -a; echo $status
echo x | read -a v1 v2; echo $status
echo x | read a-b; echo $status
echo x | read -l -g v; echo $status
echo x | read -x -u v; echo $status
echo x | read -n foo v; echo $status
echo x | read --bogus v; echo $status
echo x | read -d : -L v; echo $status
echo x | read -t -d : v; echo $status
read v <&-; echo $status
# CHECK: a0
# CHECK: [a b  c] 0
# CHECK: [a][b][ c  d ]
# CHECK: 1 [] 0
# CHECK: 0 last
# CHECK: 2
# CHECK: [a][b::c]
# CHECK: [a][b][][c]
# CHECK: abc
# CHECK: [a
# CHECK: b]
# CHECK: [l1][l2]
# CHECK: [a b][c d]['e f']
# CHECK: 3
# CHECK: [a][b]
# CHECK: [  a  b ]
# CHECK: got [one]
# CHECK: got [two words]
# CHECK: got [three]
# CHECK: first=one
# CHECK: two words
# CHECK: three
# CHECK: a=p1
# CHECK: p2
# CHECK: p3
# CHECK: x|y
# CHECK: fv=fun
# CHECK: EXPORTED=ex
# CHECK: hé
# CHECK: [a][b c]
# CHECK: 5 e
# CHECK: no-newline status=0
# CHECK: [a	b][q "x"][A]
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 1
# CHECKERR: read: expected 1 arguments; got 0
# CHECKERR: read: expected 1 arguments; got 2
# CHECKERR: read: a-b: invalid variable name. See `help language#shell-variable-and-function-names`
# CHECKERR: {{^$}}
# CHECKERR: builtin_read.fish (line 50):{{ }}
# CHECKERR: echo x | read a-b; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help read' for related documentation)
# CHECKERR: read: scope can be only one of: universal function global local
# CHECKERR: {{^$}}
# CHECKERR: builtin_read.fish (line 51):{{ }}
# CHECKERR: echo x | read -l -g v; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help read' for related documentation)
# CHECKERR: read: cannot both export and unexport
# CHECKERR: {{^$}}
# CHECKERR: builtin_read.fish (line 52):{{ }}
# CHECKERR: echo x | read -x -u v; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help read' for related documentation)
# CHECKERR: read: foo: invalid integer
# CHECKERR: {{^$}}
# CHECKERR: builtin_read.fish (line 53):{{ }}
# CHECKERR: echo x | read -n foo v; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help read' for related documentation)
# CHECKERR: read: --bogus: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_read.fish (line 54):{{ }}
# CHECKERR: echo x | read --bogus v; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help read' for related documentation)
# CHECKERR: read: Options --delimiter and --line cannot be used together
# CHECKERR: read: --delimiter --tokenize: options cannot be used together
# CHECKERR: read: stdin is closed
