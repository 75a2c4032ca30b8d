# RUN: sh data/indent/printf.sh %minnow_indent
# Small formatting cases fed through printf (data/indent/printf.sh), each
# followed by a check that formatting the output again changes nothing.

# CHECK: echo a
# CHECK: echo b
# CHECK: stable 0
# CHECK: a; and b
# CHECK: stable 0
# CHECK: a
# CHECK: and b
# CHECK: stable 0
# CHECK: if true
# CHECK: end
# CHECK: stable 0
# CHECK: echo this file starts late
# CHECK: stable 0
# CHECK: a
# CHECK:
# CHECK: b
# CHECK: stable 0
# CHECK: echo hi |
# CHECK:     echo bye
# CHECK: stable 0
# CHECK: foo &&
# CHECK:     #
# CHECK:     bar
# CHECK: stable 0
# CHECK: function hello_continuations
# CHECK:     echo cmd \
# CHECK:         echo --opt1 \
# CHECK:         echo --opt2
# CHECK: end
# CHECK: stable 0
# CHECK: echo foo
# CHECK: stable 0
# CHECK: if begin
# CHECK:         false
# CHECK:     end
# CHECK:     echo hi
# CHECK: end
# CHECK: stable 0
# CHECK: echo x{a,
# CHECK:   b}y
# CHECK: stable 0
# CHECK: set x (begin
# CHECK: echo a
# CHECK: end)
# CHECK: stable 0
