# RUN: %minnow --features=no-regex-easyesc %s
# With regex-easyesc off, string replace -r applies the replacement's
# backslash escapes once before PCRE2 reads it (fish before 3.1); quotes stay.
string replace -r a '\\\\\\\\' xax
# CHECK: x\x
string replace -r a 'q"\t"' xax | od -c | head -n 1
# CHECK: 0000000   x   q   "  \t   "   x  \n
string replace -r a '\q' xax
# CHECK: xqx
# an escape that does not read back: fish 4 says so (fish 3.6 only fails)
string replace -r a '\x' xax; echo $status
# CHECKERR: string replace: Invalid escape sequence in pattern "\x"
# CHECK: 2
status test-feature regex-easyesc; echo $status
# CHECK: 1
