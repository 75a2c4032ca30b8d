# RUN: %minnow %s
# math: output format, --scale, --scale-mode, --base, option parsing, stdin.

# Up to 6 decimals, rounded half to even on the exact binary value; zeros trimmed.
math 1/3
# CHECK: 0.333333
math 2/3
# CHECK: 0.666667
math 10 / 4
# CHECK: 2.5
math 1.005
# CHECK: 1.005
math 0.35
# CHECK: 0.35
math 4503599627370495.5
# CHECK: 4503599627370495.5

# --scale N (0 to 15, or max); 0 truncates.
math -s3 10/6
# CHECK: 1.667
math -s 3 1/3
# CHECK: 0.333
math --scale=3 1/3
# CHECK: 0.333
math --scale 3 1/3
# CHECK: 0.333
math -s1 0.25
# CHECK: 0.2
math -s1 0.35
# CHECK: 0.3
math -s2 1.005
# CHECK: 1
math -s0 10 / 6
# CHECK: 1
math -s0 2.5
# CHECK: 2
math -s0 -- -0.5
# CHECK: -0
math -s 0 '22 / 5 - 5'
# CHECK: -0
math --scale=max 5 / 3
# CHECK: 1.666666666666667
math -smax 2/3
# CHECK: 0.666666666666667
math -s 015 1/3
# CHECK: 0.333333333333333
math -s ' 3' 1/3
# CHECK: 0.333
math -s '3 ' 1/3
# CHECK: 0.333
math -s +3 1/3
# CHECK: 0.333
math -s1 -s2 1/3
# CHECK: 0.33
math --scale=6 '5 / 3 * 0.3'
# CHECK: 0.5
math -s0 '10^15 / 2.0'
# CHECK: 500000000000000

# --scale-mode (fish 4): applied at the scale, which stays 6 unless given.
math -s0 --scale-mode=round 2.5
# CHECK: 3
math -s0 -m round 22 / 5 - 5
# CHECK: -1
math -s0 -m floor 22 / 5 - 5
# CHECK: -1
math -s0 -m ceiling 22 / 5 - 5
# CHECK: -0
math -s0 -m ceil -- -0.5
# CHECK: -0
math -s0 -m trunc 22 / 5 - 5
# CHECK: -0
math -s0 --scale-mode truncate 1.9
# CHECK: 1
math -m floor -- -1.5
# CHECK: -1.5
math -m ceil 1/3
# CHECK: 0.333334
math -m trunc 2/3
# CHECK: 0.666666
math -m round 2/3
# CHECK: 0.666667
math -s 2 -m floor 3.14159
# CHECK: 3.14
math -s 2 -m ceiling 3.14159
# CHECK: 3.15
math -s 2 -m round 2.675
# CHECK: 2.68

# --base 16 or 8: the integer part, with a prefix.
math --base=16 255 / 15
# CHECK: 0x11
math -bhex 16 x 2
# CHECK: 0x20
math --base hex 12 + 0x50
# CHECK: 0x5c
math --base hex 0
# CHECK: 0x0
math --base hex -1
# CHECK: -0x1
math --base hex -15
# CHECK: -0xf
math --base hex 255.9
# CHECK: 0xff
math --base hex 'pow(2,40)'
# CHECK: 0x10000000000
math -b 16 -s 0 255
# CHECK: 0xff
math -b 16 -m round 2.7
# CHECK: 0x2
# fish 4 keeps the sign of -0 in hex (fish 3.6 printed 0x0).
math -b 16 -- -0.5
# CHECK: -0x0
math --base octal 0
# CHECK: 0
math --base octal -1
# CHECK: -01
math --base octal -15
# CHECK: -017
math -b 8 -- -8.5
# CHECK: -010
math -b8 -- -0.5
# CHECK: 0
math -b 8 8
# CHECK: 010
math --base octal 'pow(2,40)'
# CHECK: 020000000000000
math --base octal --scale=0 55
# CHECK: 067

# Options end at the first word that is not one; -- ends them too.
math -s 3 -- -1/3
# CHECK: -0.333
math -- -4 / 2
# CHECK: -2
math 1 + 2 -s 3
# CHECKERR: math: Error: Unknown function
# CHECKERR: '1 + 2 -s 3'
# CHECKERR:         ^

# Standard input, when piped or redirected, gives the words (one per line)
# and the arguments are ignored.
echo 1+2 | math
# CHECK: 3
echo 1 | math 2+3
# CHECK: 1
command printf '1\n+\n2\n' | math
# CHECK: 3
command printf '6\nx 7' | math -s2
# CHECK: 42
echo 10 / 4 | math -s0
# CHECK: 2
command printf '' | math; echo $status
# CHECK: 1
# CHECKERR: math: expected >= 1 arguments; got 0
math < /dev/null; echo $status
# CHECK: 1
# CHECKERR: math: expected >= 1 arguments; got 0
# A block's redirection is not math's own: the arguments count.
begin
    math 2 + 2
end < /dev/null
# CHECK: 4

# -h and --help show the manual page, whatever follows.
math -h | head -n 1
# CHECK: math - perform mathematics calculations
math --help 1 + 2 | head -n 1
# CHECK: math - perform mathematics calculations
math -hx | head -n 1
# CHECK: math - perform mathematics calculations
