# RUN: %minnow %s
# abbr: add (plain and --add), show, list, query, erase, rename, and the
# checks on names and option combinations, where fish 3.6 and fish 4 agree.
# (fish 4's differences are in builtin_abbr_fish4.fish.)

# no abbreviations: --show and --list print nothing
abbr; echo $status
abbr --list; echo $status
# CHECK: 0
# CHECK: 0

# the bare form adds; expansion words are joined with spaces
abbr gco git checkout
abbr --add gp git push
abbr -a l less
abbr
# CHECK: abbr -a -- gco 'git checkout'
# CHECK: abbr -a -- gp 'git push'
# CHECK: abbr -a -- l less

# adding again replaces the definition and moves it last
abbr gco git commit
abbr -s
# CHECK: abbr -a -- gp 'git push'
# CHECK: abbr -a -- l less
# CHECK: abbr -a -- gco 'git commit'
abbr --list
# CHECK: gp
# CHECK: l
# CHECK: gco

# quoting in --show: what fish's escape does
abbr '~tilde' '$xyz'
abbr -- --dashes xyz
abbr -- -C --color
abbr pipe '| less'
abbr tab (printf 'a\tb')
abbr -s | tail -n 5
# CHECK: abbr -a -- '~tilde' '$xyz'
# CHECK: abbr -a -- --dashes xyz
# CHECK: abbr -a -- -C --color
# CHECK: abbr -a -- pipe '| less'
# CHECK: abbr -a -- tab a\tb

# once the name and one word are in, the rest are words, options or not
abbr e emacs -nw
abbr x y -- z
abbr -a -- -q -p anywhere
abbr -s | tail -n 3
# CHECK: abbr -a -- e 'emacs -nw'
# CHECK: abbr -a -- x 'y -- z'
# CHECK: abbr -a -- -q '-p anywhere'

# query: true when any name is an abbreviation
abbr -q banana; echo $status
abbr -q banana gp; echo $status
abbr --query; echo $status
# CHECK: 1
# CHECK: 0
# CHECK: 1

# erase: 4 when one is missing; nothing to erase is a silent failure
abbr --erase gp; echo $status
abbr -e gp; echo $status
abbr -e l nosuch; echo $status
abbr -e; echo $status
abbr -q gp l; echo $status
# CHECK: 0
# CHECK: 4
# CHECK: 4
# CHECK: 1
# CHECK: 1

# rename
abbr old omega
abbr --rename old new; echo $status
abbr -s | grep omega
# CHECK: 0
# CHECK: abbr -a -- new omega
abbr --rename new; echo $status
abbr --rename new a b; echo $status
abbr --rename '' a; echo $status
abbr --rename new ''; echo $status
abbr --rename new 'g h'; echo $status
abbr --rename new gco; echo $status
# CHECKERR: abbr --rename: Requires exactly two arguments
# CHECKERR: abbr --rename: Requires exactly two arguments
# CHECKERR: abbr --rename: Name cannot be empty
# CHECKERR: abbr --rename: Name cannot be empty
# CHECKERR: abbr --rename: Abbreviation 'g h' cannot have spaces in the word
# CHECKERR: abbr --rename: Abbreviation gco already exists, cannot rename new
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2

# names: not empty, no white space; add needs a name and an expansion
abbr 'a b' c; echo $status
abbr (printf 'a\tb') c; echo $status
abbr -a '' c; echo $status
abbr -a onlyname; echo $status
abbr -a; echo $status
# CHECKERR: abbr --add: Abbreviation 'a b' cannot have spaces in the word
# CHECKERR: abbr --add: Abbreviation 'a	b' cannot have spaces in the word
# CHECKERR: abbr --add: Name cannot be empty
# CHECKERR: abbr --add: Requires at least two arguments
# CHECKERR: abbr --add: Requires at least two arguments
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2

# one subcommand at a time, named in a fixed order
abbr -a -l x y; echo $status
abbr -q -s -a x; echo $status
abbr --list x; echo $status
# CHECKERR: abbr: Cannot combine options add, list
# CHECKERR: abbr: Cannot combine options add, show, query
# CHECKERR: abbr --list: Unexpected argument -- 'x'
# CHECK: 2
# CHECK: 2
# CHECK: 2

# -g is accepted and means nothing now
abbr -a -g glob al; abbr -s | grep glob
# CHECK: abbr -a -- glob al

abbr -h | head -n 1
# CHECK: abbr - manage fish abbreviations
