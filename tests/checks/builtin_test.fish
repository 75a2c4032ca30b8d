# RUN: %minnow %s
# test and [: strings, numbers, !, -a/-o precedence, parentheses, POSIX's
# argument-count rules, and every syntax error with its caret.
# (File operators: builtin_test_files.fish and friends.)

function t
    test $argv
    echo $status
end

# Strings, and the one- and zero-argument forms.
t abc = abc
t abc = abd
t abc != abd
t abc != abc
t '' = ''
t -n abc
t -n ''
t -z ''
t -z abc
t abc
t ''
t -n
t -z
t !
t --help
t -h
test; echo $status
t -S = -S
t = = =
t ! = a
t -- = --
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 2
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: 0

# Numbers: integers, floats, blanks around them, hex floats.
t 5 -eq 5
t 5 -ne 6
t 5 -gt 4
t 5 -ge 5
t 4 -lt 5
t 5 -le 5
t 5 -gt 5
t 5 -lt 5
t -1 -lt 0
t -5 -le -6
t 1.5 -gt 1
t 1.5 -lt 1.6
t 2.5 -ge 2.6
t 1.0 -eq 1
t -1 -lt -0.5
t 1e3 -eq 1000
t 0x10 -eq 16
t 0x1p3 -eq 8
t 010 -eq 10
t ' 5 ' -eq 5
t +5 -eq 5
t 9223372036854775807 -gt 9223372036854775806
t -9223372036854775808 -lt -9223372036854775807
t 4611686018427387904 -eq 4611686018427387905
t 4611686018427387904.00000000000000001 -eq 4611686018427387904.0
t 1e300 -gt 9223372036854775807
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1

# !, -a, -o: -a binds tighter, both short-circuit.
t ! a = b
t ! ! a = b
t ! ! ! a
t a -a b
t a -a ''
t '' -o b
t '' -o ''
t a -a b -o ''
t a -a '' -o ''
t 0 = 0 -o 0 = 1 -a 0 = 2
t -n 5 -o 0 = 1 -a 0 = 2
t 1 -eq 2 -o 1 -eq 1 -a 2 -eq 2
t -d / -a ! 5 -eq 3
t 1 -eq 2 -a 1 -eq abc
t 1 -eq 1 -o 1 -eq abc
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: 0

# Parentheses.
t \( 0 = 0 -o 0 = 1 \) -a 0 = 2
t 0 = 0 -o \( 0 = 1 -a 0 = 2 \)
t \( -d / \) -o \( ! -d / \)
t ! \( a = b \)
t \( \( 1 = 1 \) \)
t 1 -eq 1 -a \( 2 -eq 2 \)
# CHECK: 1
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0

# A combiner with nothing after it still counts as covered: no error.
t 1 = 1 -a
# CHECK: 0

# [ needs its ].
[ a = a ]; echo $status
[ a = b ]; echo $status
[ ]; echo $status
[ -n ]; echo $status
[ ] ]; echo $status
[ a = a; echo $status
# CHECK: 0
# CHECK: 1
# CHECK: 2
# CHECK: 0
# CHECK: 0
# CHECKERR: [: the last argument must be ']'
# CHECKERR: {{^$}}
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: [ a = a; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help [' for related documentation)
# CHECK: 2
[; echo $status
# CHECKERR: [: the last argument must be ']'
# CHECKERR: {{^$}}
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: [; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help [' for related documentation)
# CHECK: 2

# Syntax errors: status 1, the arguments, and a caret under the bad one.
test 1 -eq; echo $status
# CHECKERR: test: Missing argument at index 3
# CHECKERR: 1 -eq
# CHECKERR:       ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test 1 -eq; echo $status
# CHECKERR: ^
# CHECK: 1
test a b; echo $status
# CHECKERR: test: Missing argument at index 3
# CHECKERR: a b
# CHECKERR:     ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test a b; echo $status
# CHECKERR: ^
# CHECK: 1
test a = ; echo $status
# CHECKERR: test: Missing argument at index 3
# CHECKERR: a =
# CHECKERR:     ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test a = ; echo $status
# CHECKERR: ^
# CHECK: 1
test a -a; echo $status
# CHECKERR: test: Missing argument at index 3
# CHECKERR: a -a
# CHECKERR:      ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test a -a; echo $status
# CHECKERR: ^
# CHECK: 1
test ! a b; echo $status
# CHECKERR: test: Missing argument at index 4
# CHECKERR: ! a b
# CHECKERR:       ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test ! a b; echo $status
# CHECKERR: ^
# CHECK: 1
test a = b c; echo $status
# CHECKERR: test: Expected a combining operator like '-a' at index 4
# CHECKERR: a = b c
# CHECKERR:       ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test a = b c; echo $status
# CHECKERR: ^
# CHECK: 1
test a b c d e; echo $status
# CHECKERR: test: Expected a combining operator like '-a' at index 2
# CHECKERR: a b c d e
# CHECKERR:   ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test a b c d e; echo $status
# CHECKERR: ^
# CHECK: 1
test \( 1 = 1 \) x; echo $status
# CHECKERR: test: Expected a combining operator like '-a' at index 6
# CHECKERR: ( 1 = 1 ) x
# CHECKERR:           ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test \( 1 = 1 \) x; echo $status
# CHECKERR: ^
# CHECK: 1
test \( a = a; echo $status
# CHECKERR: test: Missing close paren at index 5
# CHECKERR: ( a = a
# CHECKERR:         ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test \( a = a; echo $status
# CHECKERR: ^
# CHECK: 1
test \( a b \); echo $status
# CHECKERR: test: Expected close paren at index 3
# CHECKERR: ( a b )
# CHECKERR:     ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test \( a b \); echo $status
# CHECKERR: ^
# CHECK: 1
test \( \); echo $status
# CHECKERR: test: Missing argument at index 3
# CHECKERR: ( )
# CHECKERR:     ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test \( \); echo $status
# CHECKERR: ^
# CHECK: 1
test \( a \); echo $status
# CHECKERR: test: Unexpected argument type at index 1
# CHECKERR: ( a )
# CHECKERR:  ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test \( a \); echo $status
# CHECKERR: ^
# CHECK: 1
test -f -f -f; echo $status
# CHECKERR: test: unexpected argument at index 3: '-f'
# CHECKERR: -f -f -f
# CHECKERR:       ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test -f -f -f; echo $status
# CHECKERR: ^
# CHECK: 1
test -x /bin/sh /bin/true; echo $status
# CHECKERR: test: unexpected argument at index 3: '/bin/true'
# CHECKERR: -x /bin/sh /bin/true
# CHECKERR:            ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test -x /bin/sh /bin/true; echo $status
# CHECKERR: ^
# CHECK: 1
test 1 = 2 and echo true; echo $status
# CHECKERR: test: Expected a combining operator like '-a' at index 4
# CHECKERR: 1 = 2 and echo true
# CHECKERR:       ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test 1 = 2 and echo true; echo $status
# CHECKERR: ^
# CHECK: 1
[ a = ]; echo $status
# CHECKERR: [: Missing argument at index 3
# CHECKERR: a =
# CHECKERR:     ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: [ a = ]; echo $status
# CHECKERR: ^
# CHECK: 1

# The caret counts columns, not bytes.
test é日 b; echo $status
# CHECKERR: test: Missing argument at index 3
# CHECKERR: é日 b
# CHECKERR:       ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR: test é日 b; echo $status
# CHECKERR: ^
# CHECK: 1

# Inside a function the error carries the call trace.
function check_missing
    test $argv
end
check_missing 1 -eq
# CHECKERR: test: Missing argument at index 3
# CHECKERR: 1 -eq
# CHECKERR:       ^
# CHECKERR: builtin_test.fish (line {{\d+}}):{{ }}
# CHECKERR:     test $argv
# CHECKERR:     ^
# CHECKERR: hint: an empty variable vanishes from the arguments: quote it, as in "$x"; see `help test`
# CHECKERR: in function 'check_missing' with arguments '1 -eq'
# CHECKERR: 	called on line {{\d+}} of file builtin_test.fish
# STDERR-TTY: our hints are for a person at a terminal
