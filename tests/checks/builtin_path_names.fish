# RUN: %minnow %s
# path basename, dirname, extension, change-extension and normalize: the
# subcommands that work on the text of a path. Status 0 when a path changed
# (basename, dirname, normalize), had an extension (extension) or was given
# (change-extension); empty paths are skipped by the first three.

# basename: the last component, trailing slashes dropped
path basename /usr/bin/ ./foo.mp4 ../banana a a/ /a a//b//; echo $status
path basename a; echo $status
path basename / //; echo $status
path basename ''; echo $status
path basename; echo $status

# dirname: what comes before the last component
path dirname /usr/bin/ ./foo.mp4 ../banana a/ /a ///a//b//; echo $status
path dirname a; echo $status
path dirname . '' ; echo $status
path dirname /; echo $status

# extension: from the basename's last dot; none prints an empty line
path extension foo.mp4 a.tar.gz /home/me/.config /home/me/.config.d /home/me/.config. a/.b . .. a/..; echo $status
path extension a; echo $status
path extension ''; echo $status
# the extension's offset is counted back from the basename's end
path extension foo.b/; echo $status

# change-extension: a leading dot on EXTENSION is optional; '' strips
path change-extension mp4 ./foo.wmv a .b a/ a/.. ''; echo $status
path change-extension .mp4 ./foo.wmv; echo $status
path change-extension '' foo.wmv ../banana /home/me/.config.d x.; echo $status
path change-extension .. a.b; echo $status
path change-extension . a.b; echo $status
path change-extension x; echo $status
path change-extension; echo $status

# normalize: '//' and '.' squashed, '..' applied as text
path normalize /usr/bin//../../etc/fish /bin//bash ./my/subdirs/../sub2; echo $status
path normalize a/../.. ../../a /../a . .. / ///; echo $status
path normalize a b/c; echo $status
# a result starting with '-' gets ./ so it is not taken for an option
path normalize -- -/foo ./-a; echo $status
path normalize ''; echo $status

# -q: no output, stop at the first changed path
path basename -q a a/b; echo $status
path basename -q a; echo $status
path dirname -q a/b; echo $status
path normalize -q a//b; echo $status
path extension -q a b.c; echo $status
path extension -q a; echo $status
path change-extension -q x a; echo $status

# -Z: NUL after each path
path basename -Z a/b c/d | od -An -c
path extension -Z a.b c | od -An -c

# options may follow the paths; -- ends them
path basename foo/a.b -q; echo $status
path basename foo/a.b -- -q; echo $status

# ---- expected output ----
# CHECK: bin
# CHECK: foo.mp4
# CHECK: banana
# CHECK: a
# CHECK: a
# CHECK: a
# CHECK: b
# CHECK: 0
# CHECK: a
# CHECK: 1
# CHECK: /
# CHECK: /
# CHECK: 0
# CHECK: 1
# CHECK: 1
# CHECK: /usr
# CHECK: .
# CHECK: ..
# CHECK: .
# CHECK: /
# CHECK: ///a
# CHECK: 0
# CHECK: .
# CHECK: 0
# CHECK: .
# CHECK: 1
# CHECK: /
# CHECK: 1
# CHECK: .mp4
# CHECK: .gz
# CHECK: {{^$}}
# CHECK: .d
# CHECK: .
# CHECK: {{^$}}
# CHECK: {{^$}}
# CHECK: {{^$}}
# CHECK: {{^$}}
# CHECK: 0
# CHECK: {{^$}}
# CHECK: 1
# CHECK: {{^$}}
# CHECK: 1
# CHECK: b/
# CHECK: 0
# CHECK: ./foo.mp4
# CHECK: a.mp4
# CHECK: .b.mp4
# CHECK: a/.mp4
# CHECK: a/...mp4
# CHECK: .mp4
# CHECK: 0
# CHECK: ./foo.mp4
# CHECK: 0
# CHECK: foo
# CHECK: ../banana
# CHECK: /home/me/.config
# CHECK: x
# CHECK: 0
# CHECK: a..
# CHECK: 0
# CHECK: a.
# CHECK: 0
# CHECK: 1
# CHECK: 2
# CHECK: /etc/fish
# CHECK: /bin/bash
# CHECK: my/sub2
# CHECK: 0
# CHECK: ..
# CHECK: ../../a
# CHECK: /a
# CHECK: .
# CHECK: ..
# CHECK: /
# CHECK: /
# CHECK: 0
# CHECK: a
# CHECK: b/c
# CHECK: 1
# CHECK: ./-/foo
# CHECK: ./-a
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 1
# CHECK: 0
# CHECK:    b  \0   d  \0
# CHECK:    .   b  \0  \0
# CHECK: 0
# CHECK: a.b
# CHECK: -q
# CHECK: 0
# CHECKERR: path change-extension: missing argument
