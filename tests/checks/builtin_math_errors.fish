# RUN: %minnow %s
# math: every error, with fish's words, caret and status.
#
# fish 4 reports errors found at a token (too few arguments at the end, a
# missing parenthesis, an unexpected token) one column to the right of where
# fish 3.6 put the caret: fish 4 points just past the token, 3.6 at its last
# character. These checks follow fish 4.

math '2 - '; echo $status
# CHECK: 1
# CHECKERR: math: Error: Too few arguments
# CHECKERR: '2 - '
# CHECKERR:      ^
math 'ncr(1)'
# CHECKERR: math: Error: Too few arguments
# CHECKERR: 'ncr(1)'
# CHECKERR:        ^
math 'min()'
# CHECKERR: math: Error: Too few arguments
# CHECKERR: 'min()'
# CHECKERR:       ^
math min
# CHECKERR: math: Error: Too few arguments
# CHECKERR: 'min'
# CHECKERR:     ^
math 'sin()'
# CHECKERR: math: Error: Too few arguments
# CHECKERR: 'sin()'
# CHECKERR:       ^
math 'pow 1'
# CHECKERR: math: Error: Too few arguments
# CHECKERR: 'pow 1'
# CHECKERR:       ^
math 'max()'
# CHECKERR: math: Error: Too few arguments
# CHECKERR: 'max()'
# CHECKERR:       ^
math '1 +'
# CHECKERR: math: Error: Too few arguments
# CHECKERR: '1 +'
# CHECKERR:     ^
math 'blah()'; echo $status
# CHECK: 1
# CHECKERR: math: Error: Unknown function
# CHECKERR: 'blah()'
# CHECKERR:  ^~~^
# CHECKERR: hint: `help math` lists the functions math knows (abs, round, sqrt, log, sin...)
math n + 4
# CHECKERR: math: Error: Unknown function
# CHECKERR: 'n + 4'
# CHECKERR:  ^
math 2 x4
# CHECKERR: math: Error: Unknown function
# CHECKERR: '2 x4'
# CHECKERR:    ^^
# CHECKERR: hint: `help math` lists the functions math knows (abs, round, sqrt, log, sin...)
math 2x3
# CHECKERR: math: Error: Unknown function
# CHECKERR: '2x3'
# CHECKERR:   ^^
# CHECKERR: hint: `help math` lists the functions math knows (abs, round, sqrt, log, sin...)
math 'foo(2)'
# CHECKERR: math: Error: Unknown function
# CHECKERR: 'foo(2)'
# CHECKERR:  ^~^
# CHECKERR: hint: `help math` lists the functions math knows (abs, round, sqrt, log, sin...)
math foo_bar2 1
# CHECKERR: math: Error: Unknown function
# CHECKERR: 'foo_bar2 1'
# CHECKERR:  ^~~~~~~^
# CHECKERR: hint: `help math` lists the functions math knows (abs, round, sqrt, log, sin...)
# Any letter starts a name in fish 4 (fish 3.6: only a-z, so "Missing operator").
math Pi
# CHECKERR: math: Error: Unknown function
# CHECKERR: 'Pi'
# CHECKERR:  ^^
# CHECKERR: hint: `help math` lists the functions math knows (abs, round, sqrt, log, sin...)
math 2 X 3
# CHECKERR: math: Error: Unknown function
# CHECKERR: '2 X 3'
# CHECKERR:    ^
math 'é + 1'
# CHECKERR: math: Error: Unknown function
# CHECKERR: 'é + 1'
# CHECKERR:  ^
# CHECKERR: hint: `help math` lists the functions math knows (abs, round, sqrt, log, sin...)
math '2 + 2 4'
# CHECKERR: math: Error: Missing operator
# CHECKERR: '2 + 2 4'
# CHECKERR:       ^
math '2 + 2      4'
# CHECKERR: math: Error: Missing operator
# CHECKERR: '2 + 2      4'
# CHECKERR:       ^~~~~^
math 1 2
# CHECKERR: math: Error: Missing operator
# CHECKERR: '1 2'
# CHECKERR:   ^
math '(1 2)'
# CHECKERR: math: Error: Missing operator
# CHECKERR: '(1 2)'
# CHECKERR:    ^
math '(1 pi)'
# CHECKERR: math: Error: Missing operator
# CHECKERR: '(1 pi)'
# CHECKERR:    ^
math '(1 pow 1,2)'
# CHECKERR: math: Error: Missing operator
# CHECKERR: '(1 pow 1,2)'
# CHECKERR:    ^
math '1..2'
# CHECKERR: math: Error: Missing operator
# CHECKERR: '1..2'
# CHECKERR:    ^
math '2€'
# CHECKERR: math: Error: Missing operator
# CHECKERR: '2€'
# CHECKERR:   ^
math '1 _2'
# CHECKERR: math: Error: Missing operator
# CHECKERR: '1 _2'
# CHECKERR:    ^
math '1 # 2'
# CHECKERR: math: Error: Missing operator
# CHECKERR: '1 # 2'
# CHECKERR:    ^
math '1;2'
# CHECKERR: math: Error: Missing operator
# CHECKERR: '1;2'
# CHECKERR:   ^
math '$x'
# CHECKERR: math: Error: Missing operator
# CHECKERR: '$x'
# CHECKERR:  ^
math '42 >= 1337'
# CHECKERR: math: Error: Logical operations are not supported, use `test` instead
# CHECKERR: '42 >= 1337'
# CHECKERR:     ^
math 1 = 1
# CHECKERR: math: Error: Logical operations are not supported, use `test` instead
# CHECKERR: '1 = 1'
# CHECKERR:    ^
math '!1'
# CHECKERR: math: Error: Logical operations are not supported, use `test` instead
# CHECKERR: '!1'
# CHECKERR:  ^
math '1 & 2'
# CHECKERR: math: Error: Logical operations are not supported, use `test` instead
# CHECKERR: '1 & 2'
# CHECKERR:    ^
math '1 | 2'
# CHECKERR: math: Error: Logical operations are not supported, use `test` instead
# CHECKERR: '1 | 2'
# CHECKERR:    ^
math '1 < 2'
# CHECKERR: math: Error: Logical operations are not supported, use `test` instead
# CHECKERR: '1 < 2'
# CHECKERR:    ^
math 'log(16'
# CHECKERR: math: Error: Missing closing parenthesis
# CHECKERR: 'log(16'
# CHECKERR:        ^
math '(2'
# CHECKERR: math: Error: Missing closing parenthesis
# CHECKERR: '(2'
# CHECKERR:    ^
math 'pi('
# CHECKERR: math: Error: Missing closing parenthesis
# CHECKERR: 'pi('
# CHECKERR:     ^
math 'pi(1)'
# CHECKERR: math: Error: Missing closing parenthesis
# CHECKERR: 'pi(1)'
# CHECKERR:      ^
math 'pow(1,2'
# CHECKERR: math: Error: Missing closing parenthesis
# CHECKERR: 'pow(1,2'
# CHECKERR:         ^
math 'max(1,2'
# CHECKERR: math: Error: Missing closing parenthesis
# CHECKERR: 'max(1,2'
# CHECKERR:         ^
math 'pow sin 3, 5'
# CHECKERR: math: Error: Too many arguments
# CHECKERR: 'pow sin 3, 5'
# CHECKERR:             ^
math 'pow sin 3, 5 + 2'
# CHECKERR: math: Error: Too many arguments
# CHECKERR: 'pow sin 3, 5 + 2'
# CHECKERR:             ^~~~^
math 'min 5, 4, 3, ncr 2, 1, 5'
# CHECKERR: math: Error: Too many arguments
# CHECKERR: 'min 5, 4, 3, ncr 2, 1, 5'
# CHECKERR:                         ^
math 'pow(1,2,3)'
# CHECKERR: math: Error: Too many arguments
# CHECKERR: 'pow(1,2,3)'
# CHECKERR:          ^^
math 'sin(1,2)'
# CHECKERR: math: Error: Too many arguments
# CHECKERR: 'sin(1,2)'
# CHECKERR:        ^^
math '1)'
# CHECKERR: math: Error: Too many arguments
# CHECKERR: '1)'
# CHECKERR:    ^
math '1,2'
# CHECKERR: math: Error: Too many arguments
# CHECKERR: '1,2'
# CHECKERR:    ^
math '* 2'
# CHECKERR: math: Error: Unexpected token
# CHECKERR: '* 2'
# CHECKERR:   ^
math '1 ** 2'
# CHECKERR: math: Error: Unexpected token
# CHECKERR: '1 ** 2'
# CHECKERR:      ^
# CHECKERR: hint: math writes powers with ^, as in 2^3; see `help math`
math '()'
# CHECKERR: math: Error: Unexpected token
# CHECKERR: '()'
# CHECKERR:    ^
math '(,)'
# CHECKERR: math: Error: Unexpected token
# CHECKERR: '(,)'
# CHECKERR:    ^
math -x 1
# CHECKERR: math: Error: Unexpected token
# CHECKERR: '-x 1'
# CHECKERR:    ^
math 1 / 0; echo $status
# CHECK: 1
# CHECKERR: math: Error: Division by zero
# CHECKERR: '1 / 0'
# CHECKERR:    ^
math 1 % 0 - 5
# CHECKERR: math: Error: Division by zero
# CHECKERR: '1 % 0 - 5'
# CHECKERR:    ^
math min 1 / 0, 5
# CHECKERR: math: Error: Division by zero
# CHECKERR: 'min 1 / 0, 5'
# CHECKERR:        ^
math 'ncr(0/0, 1)'
# CHECKERR: math: Error: Division by zero
# CHECKERR: 'ncr(0/0, 1)'
# CHECKERR:       ^
math '0/0'
# CHECKERR: math: Error: Division by zero
# CHECKERR: '0/0'
# CHECKERR:   ^
# fish 4 reads numbers with its own parser: a malformed one is an unexpected
# token (fish 3.6 read "0x1" and then the name "p"), and an overflowing one is
# "Number is too large" (fish 3.6: "Result is infinite"); "0x." is no hex
# number, so 0x.8 is 0 and then the name "x" (fish 3.6: 0.5).
math 0x1p
# CHECKERR: math: Error: Unexpected token
# CHECKERR: '0x1p'
# CHECKERR:  ^
math .
# CHECKERR: math: Error: Unexpected token
# CHECKERR: '.'
# CHECKERR:  ^
math 1e999
# CHECKERR: math: Error: Number is too large
# CHECKERR: '1e999'
# CHECKERR:  ^
math 0x.8
# CHECKERR: math: Error: Unknown function
# CHECKERR: '0x.8'
# CHECKERR:   ^
# CHECKERR: hint: `help math` lists the functions math knows (abs, round, sqrt, log, sin...)

# Results that cannot be printed: infinite, not a number, 2^53 or more.
math 10^1000; echo $status
# CHECK: 1
# CHECKERR: math: Error: Result is infinite
# CHECKERR: '10^1000'
math 2^999999
# CHECKERR: math: Error: Result is infinite
# CHECKERR: '2^999999'
math 0x1p99999
# CHECKERR: math: Error: Result is infinite
# CHECKERR: '0x1p99999'
math 'fac 21'
# CHECKERR: math: Error: Result is infinite
# CHECKERR: 'fac 21'
math 'ncr(1000, 500)'
# CHECKERR: math: Error: Result is infinite
# CHECKERR: 'ncr(1000, 500)'
math 'sqrt -1'
# CHECKERR: math: Error: Result is not a number
# CHECKERR: 'sqrt -1'
math 'ln 0'
# CHECKERR: math: Error: Result is infinite
# CHECKERR: 'ln 0'
math 'ln -1'
# CHECKERR: math: Error: Result is not a number
# CHECKERR: 'ln -1'
math 'fac -1'
# CHECKERR: math: Error: Result is not a number
# CHECKERR: 'fac -1'
math 'ncr(2, 3)'
# CHECKERR: math: Error: Result is not a number
# CHECKERR: 'ncr(2, 3)'
math 2^53
# CHECKERR: math: Error: Result magnitude is too large
# CHECKERR: '2^53'
math -- -2^53
# CHECKERR: math: Error: Result magnitude is too large
# CHECKERR: '-2^53'
math 1e20
# CHECKERR: math: Error: Result magnitude is too large
# CHECKERR: '1e20'
math 100000000000000000
# CHECKERR: math: Error: Result magnitude is too large
# CHECKERR: '100000000000000000'
math fac 20
# CHECKERR: math: Error: Result magnitude is too large
# CHECKERR: 'fac 20'

# No expression: status 1 (not a usage error).
math; echo $status
# CHECK: 1
# CHECKERR: math: expected >= 1 arguments; got 0
math -s 12; echo $status
# CHECK: 1
# CHECKERR: math: expected >= 1 arguments; got 0
math --base=16; echo $status
# CHECK: 1
# CHECKERR: math: expected >= 1 arguments; got 0
math -- ; echo $status
# CHECK: 1
# CHECKERR: math: expected >= 1 arguments; got 0

# Bad options and values: status 2.
# fish 4 says "invalid scale" (fish 3.6: "invalid scale value").
math -s 20 1; echo $status
# CHECK: 2
# CHECKERR: math: 20: invalid scale
math -s abc 1
# CHECKERR: math: abc: invalid scale
math -s -1 1
# CHECKERR: math: -1: invalid scale
math -s 0x10 1
# CHECKERR: math: 0x10: invalid scale
math -s '' 1
# CHECKERR: math: : invalid scale
math -b 2 1; echo $status
# CHECK: 2
# CHECKERR: math: 2: invalid base value
math -b 0x10 1
# CHECKERR: math: 0x10: invalid base value
math --base notabase; echo $status
# CHECK: 2
# CHECKERR: math: notabase: invalid base value
math -m bogus 1; echo $status
# CHECK: 2
# CHECKERR: math: bogus: invalid mode
math --scale-mode= 1
# CHECKERR: math: : invalid mode
math -b 16 -s 2 1; echo $status
# CHECK: 2
# CHECKERR: math: invalid option combination, non-zero scale value only valid for base 10
math -b 8 --scale=max 1
# CHECKERR: math: invalid option combination, non-zero scale value only valid for base 10
math -s; echo $status
# CHECK: 2
# CHECKERR: math: -s: option requires an argument
# CHECKERR: {{^$}}
# CHECKERR: builtin_math_errors.fish (line 368):{{ }}
# CHECKERR: math -s; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help math' for related documentation)
math --scale
# CHECKERR: math: --scale: option requires an argument
# CHECKERR: {{^$}}
# CHECKERR: builtin_math_errors.fish (line 377):{{ }}
# CHECKERR: math --scale
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help math' for related documentation)
math -b
# CHECKERR: math: -b: option requires an argument
# CHECKERR: {{^$}}
# CHECKERR: builtin_math_errors.fish (line 385):{{ }}
# CHECKERR: math -b
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help math' for related documentation)
math --scale-mode
# CHECKERR: math: --scale-mode: option requires an argument
# CHECKERR: {{^$}}
# CHECKERR: builtin_math_errors.fish (line 393):{{ }}
# CHECKERR: math --scale-mode
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help math' for related documentation)


# Nesting deeper than 1000 levels is an error of ours (fish recurses until its
# stack runs out).
math (command printf '%.0s(' (seq 1001))1; echo $status
# CHECK: 1
# CHECKERR: math: Error: Expression is nested too deeply
# CHECKERR: '{{[(]+}}1'
# CHECKERR: {{ +}}^
# STDERR-TTY: our hints are for a person at a terminal
