# RUN: %minnow %s
# test: numbers that are not numbers (status 2, fish's message, then where),
# and -t.
#
# Three messages follow fish 4 and differ from Debian's fish 3.6: an empty or
# blank argument is "Invalid number: X" (3.6: "Argument is not a number: 'X'"),
# an integer out of range is "Result too large: X" (3.6: "Numerical result
# out of range: 'X'"), and fish 4 evaluates the first operand of -a/-o twice,
# so an error there is printed twice (3.6: once).

test 1 -eq abc; echo $status
# CHECKERR: Argument is not a number: 'abc'
# CHECKERR: builtin_test_numbers.fish (line {{\d+}}):{{ }}
# CHECKERR: test 1 -eq abc; echo $status
# CHECKERR: ^
# CHECKERR: hint: -eq, -lt and the like compare numbers; = and != compare strings; see `help test`
# CHECK: 2

test 5abc -eq 1; echo $status
# CHECKERR: Integer 5 in '5abc' followed by non-digit
# CHECKERR: builtin_test_numbers.fish (line {{\d+}}):{{ }}
# CHECKERR: test 5abc -eq 1; echo $status
# CHECKERR: ^
# CHECKERR: hint: -eq, -lt and the like compare numbers; = and != compare strings; see `help test`
# CHECK: 2

test 1.5x -lt 2; echo $status
# CHECKERR: Integer 1 in '1.5x' followed by non-digit
# CHECKERR: builtin_test_numbers.fish (line {{\d+}}):{{ }}
# CHECKERR: test 1.5x -lt 2; echo $status
# CHECKERR: ^
# CHECKERR: hint: -eq, -lt and the like compare numbers; = and != compare strings; see `help test`
# CHECK: 2

test inf -gt 0; echo $status
# CHECKERR: Number is infinite
# CHECKERR: builtin_test_numbers.fish (line {{\d+}}):{{ }}
# CHECKERR: test inf -gt 0; echo $status
# CHECKERR: ^
# CHECK: 2

test 5 -eq nan; echo $status
# CHECKERR: Not a number
# CHECKERR: builtin_test_numbers.fish (line {{\d+}}):{{ }}
# CHECKERR: test 5 -eq nan; echo $status
# CHECKERR: ^
# CHECK: 2

test 99999999999999999999 -ge 1; echo $status
# CHECKERR: Result too large: 99999999999999999999
# CHECKERR: builtin_test_numbers.fish (line {{\d+}}):{{ }}
# CHECKERR: test 99999999999999999999 -ge 1; echo $status
# CHECKERR: ^
# CHECK: 2

test 1 -eq ''; echo $status
# CHECKERR: Invalid number: {{$}}
# CHECKERR: builtin_test_numbers.fish (line {{\d+}}):{{ }}
# CHECKERR: test 1 -eq ''; echo $status
# CHECKERR: ^
# CHECK: 2

test 1 -eq '  '; echo $status
# CHECKERR: Invalid number:   {{$}}
# CHECKERR: builtin_test_numbers.fish (line {{\d+}}):{{ }}
# CHECKERR: test 1 -eq '  '; echo $status
# CHECKERR: ^
# CHECK: 2

# The left operand is checked first; a bad one hides the right one.
test x -eq y; echo $status
# CHECKERR: Argument is not a number: 'x'
# CHECKERR: builtin_test_numbers.fish (line {{\d+}}):{{ }}
# CHECKERR: test x -eq y; echo $status
# CHECKERR: ^
# CHECKERR: hint: -eq, -lt and the like compare numbers; = and != compare strings; see `help test`
# CHECK: 2

# Errors from every operand evaluated are collected.
test 1 -eq 2 -o c -eq d; echo $status
# CHECKERR: Argument is not a number: 'c'
# CHECKERR: builtin_test_numbers.fish (line {{\d+}}):{{ }}
# CHECKERR: test 1 -eq 2 -o c -eq d; echo $status
# CHECKERR: ^
# CHECKERR: hint: -eq, -lt and the like compare numbers; = and != compare strings; see `help test`
# CHECK: 2

test a -eq b -o c -eq d; echo $status
# CHECKERR: Argument is not a number: 'a'
# CHECKERR: Argument is not a number: 'a'
# CHECKERR: Argument is not a number: 'c'
# CHECKERR: builtin_test_numbers.fish (line {{\d+}}):{{ }}
# CHECKERR: test a -eq b -o c -eq d; echo $status
# CHECKERR: ^
# CHECKERR: hint: -eq, -lt and the like compare numbers; = and != compare strings; see `help test`
# CHECK: 2

# Skipped by short-circuiting: no error.
test 1 -eq 2 -a x -eq 1; echo $status
# CHECK: 1

function cmp_five
    test $argv[1] -eq 5
end
cmp_five foo; echo $status
# CHECKERR: Argument is not a number: 'foo'
# CHECKERR: builtin_test_numbers.fish (line {{\d+}}):{{ }}
# CHECKERR:     test $argv[1] -eq 5
# CHECKERR:     ^
# CHECKERR: hint: -eq, -lt and the like compare numbers; = and != compare strings; see `help test`
# CHECKERR: in function 'cmp_five' with arguments 'foo'
# CHECKERR: 	called on line {{\d+}} of file builtin_test_numbers.fish
# CHECK: 2

# -t: descriptors as this command sees them; the tests run without a terminal
# but for stderr (see the end of the file).
test -t 0; echo $status
test -t 1; echo $status
test -t 2 2>/dev/null; echo $status
test -t 99; echo $status
test -t 1.5; echo $status
test -t -1; echo $status
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: 1
test -t x; echo $status
# CHECKERR: Argument is not a number: 'x'
# CHECKERR: builtin_test_numbers.fish (line {{\d+}}):{{ }}
# CHECKERR: test -t x; echo $status
# CHECKERR: ^
# CHECKERR: hint: -eq, -lt and the like compare numbers; = and != compare strings; see `help test`
# CHECK: 2
# STDERR-TTY: our hints are for a person at a terminal
