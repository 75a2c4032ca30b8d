# RUN: %minnow %s
# echo: -n -e -E -s in any order and combination, every escape of -e (\c
# stops everything), and what is not an option (unknown letters, a lone -,
# arguments after --; --help is printed).
echo -n a; echo b
echo -e 'a\tb\nc\\d\x41\101\0101\u00e9\U0001F600\ax\ey\fz\vw\rq\c after' | od -An -c
echo -E 'a\tb'
echo -s a b c
echo -ns a b; echo
echo -- -n x
echo -n -- -e x; echo
echo -x a
echo -nx a
echo -e '\x4g \xff \0 \08 \1234 \8 \c' | od -An -c; echo
echo '-e' '\t'
echo -en 'a\cb'; echo
echo -e '\\'
echo -e a\\
echo --help
echo -h
echo -
echo -e -n -E 'q\tq'; echo
echo -ne; echo X
echo -eE 'a\nb'
echo -Ee 'a\nb'
echo -e '\u' '\U' '\x' '\uzz' 'a\x' '\xg'
echo -e '\u12345'
echo -e '\x7f' | od -An -c
# CHECK: ab
# CHECK:    a  \t   b  \n   c   \   d   A   A   A   \   u   0   0   e   9
# CHECK:    \   U   0   0   0   1   F   6   0   0  \a   x 033   y  \f   z
# CHECK:   \v   w  \r   q
# CHECK: a\tb
# CHECK: abc
# CHECK: ab
# CHECK: -n x
# CHECK: -e x
# CHECK: -x a
# CHECK: -nx a
# CHECK:  004   g     377      \0      \0   8       S   4       \   8{{    }}
# CHECK: {{^$}}
# CHECK: {{	}}
# CHECK: a
# CHECK: \
# CHECK: a\
# CHECK: --help
# CHECK: -h
# CHECK: -
# CHECK: q\tq
# CHECK: X
# CHECK: a\nb
# CHECK: a
# CHECK: b
# CHECK: \u \U \x \uzz a\x \xg
# CHECK: \u12345
# CHECK:  177  \n
