# RUN: %minnow %s
# printf's errors: numbers that are not, or not only, numbers; out of range;
# bad directives, widths, precisions and escapes. Errors have no "printf:"
# prefix, as in fish; a fatal one stops all output, the others do not; the
# status is 1 after any of them. Where fish 4 and Debian's fish 3.6 differ,
# this follows fish 4 (noted below).
# A number that is not one: fatal, status 1, and nothing more is printed.
printf '%d\n' abc; echo status $status
printf '[%d][%s]\n' abc x; echo status $status
printf '%d\n' 1 x 3; echo status $status
printf '%d\n' '   '; echo status $status
printf '%f\n' abc; echo status $status
printf '%x\n' -; echo status $status
# CHECK: status 1
# CHECK: [status 1
# CHECK: 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECKERR: abc: expected a numeric value
# CHECKERR: abc: expected a numeric value
# CHECKERR: x: expected a numeric value
# CHECKERR:    : expected a numeric value
# CHECKERR: abc: expected a numeric value
# CHECKERR: -: expected a numeric value
# An empty argument is 0, silently.
printf '%d|%f|%x\n' '' '' ''; echo status $status
# CHECK: 0|0.000000|0
# CHECK: status 0
# Junk after a number: reported, the number printed, and printf goes on.
printf '%d\n' 12abc 5; echo status $status
printf '%d\n' 15.1; echo status $status
printf '%d|' 1e3 '12 ' 0x 0xg 0.5; echo " status $status"
printf '%f\n' 1.5x 2,5; echo status $status
# CHECK: 12
# CHECK: 5
# CHECK: status 1
# CHECK: 15
# CHECK: status 1
# CHECK: 1|12|0|0|0| status 1
# CHECK: 1.500000
# CHECK: 2.000000
# CHECK: status 1
# CHECKERR: 12abc: value not completely converted (can't convert 'abc')
# CHECKERR: 15.1: value not completely converted (can't convert '.1')
# CHECKERR: 1e3: value not completely converted (can't convert 'e3')
# CHECKERR: 12 : value not completely converted (can't convert ' ')
# CHECKERR: 0x: value not completely converted (can't convert 'x')
# CHECKERR: 0xg: value not completely converted (can't convert 'xg')
# CHECKERR: 0.5: value not completely converted (can't convert '.5')
# CHECKERR: 1.5x: value not completely converted (can't convert 'x')
# CHECKERR: 2,5: value not completely converted (can't convert ',5')
# A leading 0 means octal: a hint when the rest looks like digits.
printf '%d\n' 07 08 09 0f 0g; echo status $status
# CHECK: 7
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: status 1
# CHECKERR: 08: value not completely converted (can't convert '8')
# CHECKERR: Hint: a leading '0' without an 'x' indicates an octal number
# CHECKERR: 09: value not completely converted (can't convert '9')
# CHECKERR: Hint: a leading '0' without an 'x' indicates an octal number
# CHECKERR: 0f: value not completely converted (can't convert 'f')
# CHECKERR: Hint: a leading '0' without an 'x' indicates an octal number
# CHECKERR: 0g: value not completely converted (can't convert 'g')
# Out of range.
printf '%d\n' 99999999999999999999; echo status $status
printf '%d\n' 9223372036854775808; echo status $status
printf '%d\n' -9223372036854775809; echo status $status
printf '%u\n' 18446744073709551616; echo status $status
printf '%u\n' -18446744073709551616; echo status $status
printf '%X\n' 0xABCDEF12345678901; echo status $status
printf '%f\n' 1e999; echo status $status
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECKERR: 99999999999999999999: Number out of range
# CHECKERR: 9223372036854775808: Number out of range
# CHECKERR: -9223372036854775809: Number out of range
# CHECKERR: 18446744073709551616: Number out of range
# CHECKERR: -18446744073709551616: Number out of range
# CHECKERR: 0xABCDEF12345678901: Number out of range
# CHECKERR: 1e999: Number out of range
# fish 4 (Debian's fish 3.6 reports both as out of range): a negative
# overflow reads as minus infinity, an underflow as 0.
printf '%f %e\n' -1e999 1e-400; echo status $status
# CHECK: -inf 0.000000e+00
# CHECK: status 0
# Output before an error comes first, in order (fish 4 writes it before any
# error; Debian's fish 3.6 only before a fatal one).
begin
    printf 'x%dy%dz\n' 99999999999999999999 3
    printf 'a%db%dc\n' 1 2x
end 2>&1
# CHECK: x99999999999999999999: Number out of range
# CHECK: a1b2x: value not completely converted (can't convert 'x')
# CHECK: 2c
# Bad directives: fatal, the directive quoted as written.
printf 'abc%'; echo status $status
printf '%z\n' 1; echo status $status
printf 'ab%5.2zx\n' 1; echo status $status
printf '%5%\n'; echo status $status
printf '%#d\n' 1; echo status $status
printf '%#s\n' 1; echo status $status
printf '%05s\n' 1; echo status $status
printf '%05c\n' 1; echo status $status
printf '%.3c\n' 1; echo status $status
printf '%\'e\n' 1; echo status $status
printf '%\'x\n' 1; echo status $status
printf '%q\n' 1; echo status $status
printf '%lq\n' 1; echo status $status
printf '%é\n' 1; echo status $status
printf '%5b\n' x; echo status $status
printf '%n\n' 1; echo status $status
# CHECK: abcstatus 1
# CHECK: status 1
# CHECK: ab   01
# CHECK: status 0
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECKERR: %: invalid conversion specification
# CHECKERR: %z\: invalid conversion specification
# CHECKERR: %5%: invalid conversion specification
# CHECKERR: %#d: invalid conversion specification
# CHECKERR: %#s: invalid conversion specification
# CHECKERR: %05s: invalid conversion specification
# CHECKERR: %05c: invalid conversion specification
# CHECKERR: %.3c: invalid conversion specification
# CHECKERR: %'e: invalid conversion specification
# CHECKERR: %'x: invalid conversion specification
# CHECKERR: %q: invalid conversion specification
# CHECKERR: %lq: invalid conversion specification
# CHECKERR: %é: invalid conversion specification
# CHECKERR: %5b: invalid conversion specification
# CHECKERR: %n: invalid conversion specification
# Widths and precisions.
printf '%*d|\n' 99999999999 1; echo status $status
printf '%*d|\n' -99999999999 1; echo status $status
printf '%.*d|\n' 99999999999 1; echo status $status
printf '%.*d|\n' -99999999999 1; echo status $status
printf '%*d|\n' abc 1; echo status $status
printf '%*d|\n' 3x 1; echo status $status
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: 1|
# CHECK: status 0
# CHECK: status 1
# CHECK:   1|
# CHECK: status 1
# CHECKERR: invalid field width: 99999999999
# CHECKERR: invalid field width: -99999999999
# CHECKERR: invalid precision: 99999999999
# CHECKERR: abc: expected a numeric value
# CHECKERR: 3x: value not completely converted (can't convert 'x')
# fish 4 (fish 3.6 ignores these): a width or precision too large to read.
printf '%99999999999999999999d|\n' 1; echo status $status
printf '%.3000000000d|\n' 1; echo status $status
# CHECK: status 1
# CHECK: status 1
# CHECKERR: Number out of range
# CHECKERR: Number out of range
# Escapes.
printf 'a\xz\n'; echo status $status
printf 'a\uz\n'; echo status $status
printf 'a\U110000\n'; echo status $status
printf 'a\UFFFFFFFF\n'; echo status $status
# CHECK: astatus 1
# CHECK: astatus 1
# CHECK: astatus 1
# CHECK: astatus 1
# CHECKERR: missing hexadecimal number in escape
# CHECKERR: Missing hexadecimal number in Unicode escape
# CHECKERR: Not a valid Unicode character: \U00110000
# CHECKERR: Not a valid Unicode character: \Uffffffff
# fish 4 (fish 3.6 prints nothing): a surrogate is refused, in the words
# of a code point out of range.
printf 'a\ud800\n'; echo status $status
printf '%b\n' 'a\x' ; echo status $status
# CHECK: astatus 1
# CHECK: astatus 1
# CHECKERR: Not a valid Unicode character: \ud800
# CHECKERR: missing hexadecimal number in escape
# After \c nothing more is printed or reported.
printf '\c%d' abc; echo status $status
printf '%b%d' '\c' abc; echo status $status
# CHECK: status 0
# CHECK: status 0
# Only the first fatal error is reported.
printf '%d %d\n' abc def; echo status $status
# CHECK: status 1
# CHECKERR: abc: expected a numeric value
