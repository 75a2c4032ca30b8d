# RUN: %minnow %s
# printf: every conversion, flag, width and precision form, escapes in the
# format and in %b, the format repeating over its arguments, and options as
# data. (Errors: builtin_printf_errors.fish.)
#
# Where this follows fish 4 rather than Debian's fish 3.6: %a and %A format a
# double (3.6 a long double: 0xcp-3 for 1.5), %c of an empty argument prints
# a NUL byte (3.6 nothing), and %s/%c widths and precisions count terminal
# columns, never splitting a character from its combining marks (3.6 counts
# code points).
# Integers: d i o u x X, signs, hex/octal/character input, 64-bit range.
printf '%d %i %o %u %x %X\n' 42 -42 8 42 255 255
printf '%d\n' 0x1F 0X1f 017 -010 +5 ' 12' "'A" '"b' "'é" "'"
printf '%d %d\n' 9223372036854775807 -9223372036854775808
printf '%u %x %o\n' -1 -1 -8
printf '%X\n' 0xABCDEF1234567890
printf '%x %llx %lld %hhd %jd %zu %td %Lf\n' 10 11 12 13 14 15 16 1.5
# CHECK: 42 -42 10 42 ff FF
# CHECK: 31
# CHECK: 31
# CHECK: 15
# CHECK: -8
# CHECK: 5
# CHECK: 12
# CHECK: 65
# CHECK: 98
# CHECK: 233
# CHECK: 0
# CHECK: 9223372036854775807 -9223372036854775808
# CHECK: 18446744073709551615 ffffffffffffffff 1777777777777777777770
# CHECK: ABCDEF1234567890
# CHECK: a b 12 13 14 15 16 1.500000
# Flags, widths and precisions on integers.
printf '[%5d][%-5d][%05d][%+d][% d][%+ d][%.3d][%8.3d][%-8.3d][%08.3d]\n' 42 42 42 42 42 42 42 42 42 42
printf '[%05d][%+05d][%-05d][% 05d][%5d][%.0d][%+.0d][%.0x]\n' -42 42 42 42 -42 0 0 0
printf '[%#o][%#x][%#X][%#o][%#x][%#.5o][%#8x][%#08x][%-#8x]\n' 8 255 255 0 0 8 255 255 255
printf '[%x][%X][%o][%u][%5u][%-5o]\n' 0 0 0 0 7 7
printf '[%\'d][%\'i][%\'u]\n' 1234567 -1234567 1234567
# CHECK: [   42][42   ][00042][+42][ 42][+42][042][     042][042     ][     042]
# CHECK: [-0042][+0042][42   ][ 0042][  -42][][+][]
# CHECK: [010][0xff][0XFF][0][0][00010][    0xff][0x0000ff][0xff    ]
# CHECK: [0][0][0][0][    7][7    ]
# CHECK: [1234567][-1234567][1234567]
# Floats: f F e E g G a A with flags, width, precision.
printf '%f %F %e %E %g %G\n' 1.5 1.5 1.5 1.5 1.5 1.5
printf '%a %A %a %a %.2a %A\n' 1 255 0.5 -0.1 1 1e-3
printf '[%10.3f][%-10.3f][%010.3f][%+.2f][% .2f][%+010.2f][%#.0f][%.0f][%.0f][%.0f]\n' 3.14159 3.14159 -3.14159 2 2 2 3 0.5 1.5 2.5
printf '[%e][%.2e][%12.3E][%-12.3e][%+e][%#.0e][%.0e]\n' 12345.678 12345.678 -0.000123 5 5 5 5
printf '[%g][%g][%g][%g][%g][%g][%#g][%.3g][%.10g][%G][%g]\n' 100000 1000000 0.0001 0.00001 123456789 1e100 1 3.14159 3.14159 1e-10 0
printf '[%f][%f][%f][%F][%e][%g][%5f][%-5f|][%05f][%+f]\n' inf -inf nan inf -inf nan inf inf -inf inf
printf '%f %f %f %f %f\n' 1e3 .5 5. -0 0x1.8p1
printf '%f %e %g\n' "'a" '"A' 1e308
printf '%.60f\n' 0.1
printf '%.3f|%.3e|%.3g\n' 1e-300 1e-300 1e-300
# CHECK: 1.500000 1.500000 1.500000e+00 1.500000E+00 1.5 1.5
# CHECK: 0x1p+0 0X1.FEP+7 0x1p-1 -0x1.999999999999ap-4 0x1.00p+0 0X1.0624DD2F1A9FCP-10
# CHECK: [     3.142][3.142     ][-00003.142][+2.00][ 2.00][+000002.00][3.][0][2][2]
# CHECK: [1.234568e+04][1.23e+04][  -1.230E-04][5.000e+00   ][+5.000000e+00][5.e+00][5e+00]
# CHECK: [100000][1e+06][0.0001][1e-05][1.23457e+08][1e+100][1.00000][3.14][3.14159][1E-10][0]
# CHECK: [inf][-inf][nan][INF][-inf][nan][  inf][inf  |][ -inf][+inf]
# CHECK: 1000.000000 0.500000 5.000000 -0.000000 3.000000
# CHECK: 97.000000 6.500000e+01 1e+308
# CHECK: 0.100000000000000005551115123125782702118158340454101562500000
# CHECK: 0.000|1.000e-300|1e-300
# Characters and strings; widths and precisions count columns.
printf '[%c][%c][%5c][%-5c][%c]\n' hello é x y 日本
printf '[%s][%10s][%-10s][%.2s][%7.3s][%-7.3s][%.0s]\n' fish fish fish fish fish fish fish
printf '[%5s][%-5s][%.1s][%3s]\n' é é héllo 日
printf '[%.3s][%.2s][%.1s][%6s][%-6s|]\n' 日本語 日本語 日本語 日本語 日本語
printf '[%.2s][%4s]\n' éa a\u0301b
printf '[%*s][%-*s][%*s]\n' 6 ab 6 cd -6 ef
printf '[%*d][%-*d][%.*f][%*.*f][%.*s]\n' 5 1 5 2 2 3.14159 10 3 2.71828 3 abcdef
printf '[%.*d][%.*s]\n' -1 7 -3 abc
printf '[%*d][%.*d]\n'
# CHECK: [h][é][    x][y    ][日]
# CHECK: [fish][      fish][fish      ][fi][    fis][fis    ][]
# CHECK: [    é][é    ][h][ 日]
# CHECK: [日][日][][日本語][日本語|]
# CHECK: [éa][  áb]
# CHECK: [    ab][cd    ][ef    ]
# CHECK: [    1][2    ][3.14][     2.718][abc]
# CHECK: [7][abc]
# CHECK: [0][]
# %b: escapes in the argument; \0NNN and \NNN are both octal there.
printf '%b|%b|%b|%b\n' 'a\tb' '\0101' '\101' '\x41\u00e9\U0001F600'
printf '%b\n' 'back\\slash \q \"quoted\"'
printf '%b' '\0' '\08' | od -An -c
printf '[%b]\n' 'stop\chere' ignored; echo " status $status"
# CHECK: a	b|A|A|Aé😀
# CHECK: back\slash \q "quoted"
# CHECK:   \0  \0   8
# CHECK: [stop status 0
# Escapes in the format.
printf 'tab\there\\\\back\"quote\n'
printf '\a\b\e\f\r\v\n' | od -An -c
printf '\0\101\1012\12\400|\n' | od -An -c
printf '\x41\x4a\x4\xfg\n' | od -An -c
printf '\u00e9\u20ac\U0001F600\U41\u41z\n'
printf 'unknown \q \% \z\n'
printf 'trailing\\'
echo
printf 'a\cb\n'; echo " status $status"
# CHECK: tab	here\back"quote
# CHECK:   \a  \b 033  \f  \r  \v  \n
# CHECK:   \0   A   A   2  \n  \0   |  \n
# CHECK:    A   J 004 017   g  \n
# CHECK: é€😀AAz
# CHECK: unknown \q \% \z
# CHECK: trailing\
# CHECK: a status 0
# %% and a format with no directives.
printf '100%%\n'
printf 'no directives\n' a b c
# CHECK: 100%
# CHECK: no directives
# The format repeats while arguments remain; missing ones are empty or 0.
printf '%s=%d\n' a 1 b 2 c
printf '<%s>' a b c; echo
printf '%s %s %s|\n' a b c d
printf '%d %c %f %s|\n' | od -An -c
printf '%s\n'
# CHECK: a=1
# CHECK: b=2
# CHECK: c=0
# CHECK: <a><b><c>
# CHECK: a b c|
# CHECK: d  |
# CHECK:    0      \0       0   .   0   0   0   0   0   0       |  \n
# CHECK: {{^$}}
# Options are data.
printf -- '-%s\n' x; echo
printf --help; echo
printf -h; echo
printf %s --help; echo
printf '%s\n' -- -n -e
# CHECK: --
# CHECK: --help
# CHECK: -h
# CHECK: --help
# CHECK: --
# CHECK: -n
# CHECK: -e
# Exit status: 0, and 2 without a format.
printf ''; echo status $status
printf; echo status $status
# CHECK: status 0
# CHECK: status 2
# A flag (two regional indicators) is one character two columns wide: a
# precision keeps it whole or leaves it out.
printf '|%.3s|%.3s|%.2s|%3s|\n' 🇺🇳🇺🇳 a🇺🇳 aa🇺🇳 🇺🇳
# CHECK: |🇺🇳|a🇺🇳|aa| 🇺🇳|
