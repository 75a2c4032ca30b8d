# Proves the check harness (tests/checks/checkrun.c) without minnow: the RUN lines
# use /bin/sh, so this passes before the shell exists. It shows CHECK, CHECKERR,
# {{regex}} parts, %s, %%, REQUIRES, blanks kept after "CHECK: ", indented
# directives, and output that is not valid UTF-8.
# REQUIRES: command -v printf
# RUN: printf '%%s\n' "hello from %s" 'a.b*c (x) [z] {y} $' '  two leading blanks' "pid $$" '' 'tail'; printf 'warning: code 42\n' >&2; printf 'bad \377 byte\n'
# RUN: printf '%%s\n' "hello from %s" 'a.b*c (x) [z] {y} $' '  two leading blanks' "pid 1" '' 'tail'; printf 'warning: status 7\n' >&2; printf 'bad \377 byte'

# CHECK: hello from harness_basic.fish
# CHECK: a.b*c (x) [z] {y} $
# CHECK:   two leading blanks
function show_pid
    # CHECK: pid {{\d+}}
    # CHECK:
    # CHECK: {{t[a-z]+}}
end
# CHECKERR: warning: {{code|status}} {{[0-9]+}}
# CHECK: bad {{.}} byte
