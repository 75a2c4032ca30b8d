# RUN: %minnow %s
# Brace items are trimmed of unquoted blanks at every level of nesting, and
# a ~ that starts a brace item is a home directory, as in fish 4.
echo foo-{bar, baz-{far, faz}}
# CHECK: foo-bar foo-baz-far foo-baz-faz
echo foo-{bar, baz-{far ,faz}}
# CHECK: foo-bar foo-baz-far foo-baz-faz
echo x{ a , {b c, d } }y
# CHECK: xay xb cy xdy
set -l HOME /home/someone
echo {~,asdf}
# CHECK: /home/someone asdf
echo {asdf,~/x}
# CHECK: asdf /home/someone/x
echo {~}
# CHECK: {~}
echo x{~,a}
# CHECK: x~ xa
echo {a, ~}
# CHECK: a ~
