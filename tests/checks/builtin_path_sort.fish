# RUN: %minnow %s
# path sort: glob order (case-insensitive, digit runs by value), stable,
# --reverse, --unique and --key. Always status 0.
path sort 10-foo 2-bar; echo $status
path sort --reverse 10-foo 2-bar; echo $status
path sort a/c b/a a/b B b A a; echo $status
path sort -- a1b2 a1b10 a01b3 a1b02 .a _a -a Z z b 0 00 1 01
path sort; echo $status
path sort a ''

# --key compares one part only; equal keys keep their order
path sort --key=basename a/z b/y c/x a/x; echo $status
path sort --key=dirname b/z a/y b/x a/x; echo $status
path sort --key=path c b a; echo $status
path sort -r --key=basename x/a y/a z/b
path sort -r --key=dirname x/1 y/2 x/3 y/4

# --unique keeps the first of each key (after sorting)
path sort -u a a b a
path sort -ru a a b c
path sort -u -- a A a
path sort -u --key=basename a/z b/y c/x a/x c/y
path sort -u --key=dirname x/a x/b y/c x/d

# -q prints nothing; -Z ends each with NUL
path sort -q c b a; echo $status
path sort -Z b a | od -An -c

path sort --key=size a; echo $status
path sort --key; echo $status
path sort -v a; echo $status

# ---- expected output ----
# CHECK: 2-bar
# CHECK: 10-foo
# CHECK: 0
# CHECK: 10-foo
# CHECK: 2-bar
# CHECK: 0
# CHECK: A
# CHECK: a
# CHECK: a/b
# CHECK: a/c
# CHECK: B
# CHECK: b
# CHECK: b/a
# CHECK: 0
# CHECK: -a
# CHECK: .a
# CHECK: 0
# CHECK: 00
# CHECK: 01
# CHECK: 1
# CHECK: _a
# CHECK: a1b02
# CHECK: a1b2
# CHECK: a01b3
# CHECK: a1b10
# CHECK: b
# CHECK: Z
# CHECK: z
# CHECK: 0
# CHECK: {{^$}}
# CHECK: a
# CHECK: c/x
# CHECK: a/x
# CHECK: b/y
# CHECK: a/z
# CHECK: 0
# CHECK: a/y
# CHECK: a/x
# CHECK: b/z
# CHECK: b/x
# CHECK: 0
# CHECK: a
# CHECK: b
# CHECK: c
# CHECK: 0
# CHECK: z/b
# CHECK: x/a
# CHECK: y/a
# CHECK: y/2
# CHECK: y/4
# CHECK: x/1
# CHECK: x/3
# CHECK: a
# CHECK: b
# CHECK: c
# CHECK: b
# CHECK: a
# CHECK: A
# CHECK: a
# CHECK: c/x
# CHECK: b/y
# CHECK: a/z
# CHECK: x/a
# CHECK: y/c
# CHECK: 0
# CHECK:    a  \0   b  \0
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: path sort: Invalid sort key 'size'
# CHECKERR: path sort: --key: option requires an argument
# CHECKERR: path sort: -v: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_path_sort.fish (line 31):{{ }}
# CHECKERR: path sort -v a; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help path' for related documentation)
