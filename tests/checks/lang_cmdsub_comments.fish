# RUN: %minnow %s
# A comment inside a command substitution runs to the end of its line: a ')'
# or a quote in it neither closes nor opens anything.
echo (echo foo;#)
    )
# CHECK: foo
echo (echo bar #'
    )
# CHECK: bar
echo (#"
    echo baz)
# CHECK: baz
echo "$(echo qux # ) "
)"
# CHECK: qux
# A '#' inside a word is no comment.
echo (echo a#b)
# CHECK: a#b
