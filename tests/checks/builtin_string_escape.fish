# RUN: %minnow %s
# string escape and unescape: the script, var, url and regex styles, -n,
# control characters, invalid UTF-8, NUL bytes, bad escapes.
# Expectations come from fish 3.6; the end of the file has fish 4 behaviour.

echo \x07 | string escape
string escape --style=url 'a b#c"\'d'
string escape --style=url \na\nb%c~d\n
string escape --style=var 'a b#c"\'d'
string escape --style=var a\nghi_
string escape --style=var abc
string escape --style=var _a_b_c_
string escape --style=var -- -
string escape --style=var é 'a1 b2'\u6161
string escape --style=url aöb 中
string escape --style=url aöb | string unescape --style=url
string escape --style=var aöb 中
string escape --style=var aöb | string unescape --style=var
string escape --style=var 中 | string unescape --style=var
string escape --style=regex ".ext" "bonjour, amigo" "^this is a literal string"
string escape --style=regex 'a-b]c\\d|e'
string escape --style=url (command printf 'a\xffb')
string escape --style=var (command printf 'a\xffb')
# CHECK: \cg
# CHECK: a%20b%23c%22%27d
# CHECK: %0Aa%0Ab%25c~d%0A
# CHECK: a_20_b_23_c_22_27_d
# CHECK: a_0A_ghi__
# CHECK: abc
# CHECK: __a__b__c__
# CHECK: _2D_
# CHECK: _C3_A9_
# CHECK: a1_20_b2_E6_85_A1_
# CHECK: a%C3%B6b
# CHECK: %E4%B8%AD
# CHECK: aöb
# CHECK: a_C3_B6_b
# CHECK: _E4_B8_AD_
# CHECK: aöb
# CHECK: 中
# CHECK: \.ext
# CHECK: bonjour, amigo
# CHECK: \^this is a literal string
# CHECK: a\-b\]c\\d\|e
# CHECK: a%FFb
# CHECK: a_FF_b

# script style
command printf 'a\0b\n' | string escape
string escape \x7F
string escape ''; echo $status
string escape -n ''; echo $status
string escape; echo $status
string escape a
string escape '"x"'
string escape "hello world"
string escape -n "hello world"
string escape -n "~"
string escape "~"
string escape 'a*b' 'a{b,c}' 'a;b' 'a|b' 'a&b' 'a(b)' 'a[1]' '%self' 'a<b>c' '#b' 'a #b'
string escape (command printf '\x01\x02\x19\x1b\t\n\r\b')
string escape (command printf 'a\xffb\xc3')
string escape 'tab	x'
string escape -n "a'b"
string escape 'a b' 'c d' | string unescape
# CHECK: a\x00b
# CHECK: \x7f
# CHECK: ''
# CHECK: 0
# CHECK:
# CHECK: 0
# CHECK: 1
# CHECK: a
# CHECK: '"x"'
# CHECK: 'hello world'
# CHECK: hello\ world
# CHECK: \~
# CHECK: '~'
# CHECK: 'a*b'
# CHECK: 'a{b,c}'
# CHECK: 'a;b'
# CHECK: 'a|b'
# CHECK: 'a&b'
# CHECK: 'a(b)'
# CHECK: 'a[1]'
# CHECK: '%self'
# CHECK: 'a<b>c'
# CHECK: '#b'
# CHECK: 'a #b'
# CHECK: \ca\cb\cy\e\t
# CHECK: \r\b
# CHECK: a\Xffb\Xc3
# CHECK: tab\tx
# CHECK: a\'b
# CHECK: a b
# CHECK: c d

# unescape (script style)
set x (string unescape (echo \x07 | string escape)); string escape -- $x
string unescape '\x41\u00e9\101\cA\e\t' | string escape
string unescape '\U0001F41F'
string unescape '"a\$b" \'c\\\'d\''
string unescape "a\\"; echo $status
string unescape '\xZZ'; echo $status
string unescape '\777'; echo $status
string unescape '\ca' '\cY' '\c@' '\c' | string escape
string unescape 'a\ b' '\q' '\\'
string unescape '\xc3\xa9' '\xff' | string escape
string unescape '\uf600'; echo $status
string unescape '"unterminated'
string unescape "'a\\b'"
string unescape '"a\\
b"'
string unescape 'a\
b'
string unescape --style=script (string escape --style=script 'a b#c"\'d')
# CHECK: \cg
# CHECK: AéA\ca\e\t
# CHECK: 🐟
# CHECK: a$b c'd
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: \ca
# CHECK: \cy
# CHECK: a b
# CHECK: q
# CHECK: é
# CHECK: \Xff
# CHECK: 1
# CHECK: unterminated
# CHECK: a\b
# CHECK: ab
# CHECK: ab
# CHECK: a b#c"'d

# url and var styles
string unescape --style=url (string escape --style=url 'a b#c"\'d')
string unescape --style=url (string escape --style=url \na\nb%c~d\n)
string unescape --style=url '%41%4a%zz'; echo $status
string unescape --style=url '%%' 'a+b' '%4'; echo $status
string unescape --style=url (command printf 'caf\xc3\xa9'); echo $status
string unescape --style=var (string escape --style=var 'a b#c"\'d')
string unescape --style=var (string escape --style=var a\nghi_)
string unescape --style=var (string escape --style=var 'abc')
string unescape --style=var (string escape --style=var '_a_b_c_')
string unescape --style=var -- (string escape --style=var -- -)
string unescape --style=var '_41_b' '_4' 'a_' 'a__b' '_xy'; echo $status
# CHECK: a b#c"'d
# CHECK:
# CHECK: a
# CHECK: b%c~d
# CHECK:
# CHECK: 1
# CHECK: %
# CHECK: a+b
# CHECK: 0
# CHECK: 1
# CHECK: a b#c"'d
# CHECK: a
# CHECK: ghi_
# CHECK: abc
# CHECK: _a_b_c_
# CHECK: -
# CHECK: Ab
# CHECK: a_b
# CHECK: xy
# CHECK: 0

# Errors.
string escape --style=foo x; echo $status
string unescape --style=foo x; echo $status
string escape --style; echo $status
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: string escape: Invalid escape style 'foo'
# CHECKERR: string unescape: Invalid style value 'foo'
# CHECKERR: string escape: --style: option requires an argument

# fish 4: quotes are used whenever they suffice, single or double as needs
# be; `#` after a letter or digit and `?` (qmark-noglob) need no escaping.
string escape --style=script 'a b#c"\'d'
string escape --no-quoted --style=script 'a b#c"\'d'
string escape "it's" "it's \$x" 'a\b' "a'b\"c"
string escape 'a#b' é# 'a?b'
# CHECK: 'a b#c"\'d'
# CHECK: a\ b#c\"\'d
# CHECK: "it's"
# CHECK: 'it\'s $x'
# CHECK: 'a\\b'
# CHECK: 'a\'b"c'
# CHECK: a#b
# CHECK: é#
# CHECK: a?b

# fish 4 leaves the control characters 0x1A and 0x1C to 0x1F as they are
# (fish 3.6 writes \cz and \x1c).
string escape (command printf 'a\x1ab\x1c') | od -An -c
# CHECK:    a 032   b 034  \n

# fish 4: the regex style writes a newline as \n.
string escape --style=regex a\nb
# CHECK: a\nb

# fish 4: regex is not a style unescape knows.
string unescape --style=regex x; echo $status
# CHECK: 2
# CHECKERR: string unescape: Invalid style value 'regex'

# The code points fish keeps for its own use (U+FDD0..U+FDEF, U+F500..U+F6FF)
# come out byte by byte, as bytes that are not UTF-8 do.
echo (printf '\ufdd2foo') | string escape
printf '\ufdef\n\uf500\n\uf6ff\n' | string escape
echo (printf '\ufdf0\uf4ff') | string escape | od -An -tx1
# CHECK: \Xef\Xb7\X92foo
# CHECK: \Xef\Xb7\Xaf
# CHECK: \Xef\X94\X80
# CHECK: \Xef\X9b\Xbf
# CHECK:  ef b7 b0 ef 93 bf 0a
