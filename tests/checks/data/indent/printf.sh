#!/bin/sh
# tests/checks/data/indent/printf.sh - small cases for indent_printf.fish.
# Usage: sh printf.sh PATH_TO_MINNOW_INDENT
I=$1
t() {
    printf "$1" | "$I"
    printf "$1" | "$I" | "$I" --check
    echo "stable $?"
}
t 'echo a;\necho b\n'
t 'a; and b\n'
t 'a;\nand b\n'
t 'if true;\nend'
t '\n\n\n\necho this file starts late\n'
t 'a\n\n\n;\n\n\nb\n'
t 'echo hi |\n\necho bye\n'
t 'foo &&\n  #\nbar\n'
t 'function hello_continuations\n   echo cmd \\\n   echo --opt1 \\\n   echo --opt2\n                  end\n'
t 'echo foo \\\n;'
t 'if begin ; false; end; echo hi ; end\n'
t 'echo x{a,\n  b}y\n'
t 'set x (begin\necho a\nend)\n'
