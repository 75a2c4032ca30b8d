# RUN: %minnow %s
# An escape may not make a code point fish keeps for itself (U+FDD0..U+FDEF,
# U+F500..U+F6FF): the word is an invalid token.
set -l minnow (status fish-path)
$minnow -c 'echo \ufdd2"fart"'
# CHECKERR: minnow: Invalid token '\ufdd2"fart"'
# CHECKERR: echo \ufdd2"fart"
# CHECKERR:      ^~~~~~~~~~~^
echo $status
# CHECK: 127
$minnow -c 'echo \U0000f500'
# CHECKERR: minnow: Invalid token '\U0000f500'
# CHECKERR: echo \U0000f500
# CHECKERR:      ^~~~~~~~~^
# Their neighbours are fine.
$minnow -c 'echo \ufdf0\uf4ff' | od -An -tx1
# CHECK:  ef b7 b0 ef 93 bf 0a
