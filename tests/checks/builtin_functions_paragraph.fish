# RUN: %minnow %s
# At a terminal (or with --color=always) `functions` lists the names as a
# paragraph, comma-separated and wrapped at $COLUMNS, as fish does; in a
# pipe (or with --color=never) one name a line.
function 0a; end
function 0b; end
function 0c_long_name; end
functions -n --color=never | head -n 3
# CHECK: 0a
# CHECK: 0b
# CHECK: 0c_long_name
set COLUMNS 1000
functions --color=always | string match -r '^0a, 0b, 0c_long_name, '
# CHECK: 0a, 0b, 0c_long_name, {{.*}}
set COLUMNS 15
functions --color=always | head -n 2
# CHECK: 0a, 0b,
# CHECK: 0c_long_name,
# a word wider than the line is cut with a hyphen
set COLUMNS 6
functions --color=always | head -n 3
# CHECK: 0a,
# CHECK: 0b,
# CHECK: 0c_lo-
