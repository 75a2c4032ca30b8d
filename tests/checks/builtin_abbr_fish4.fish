# RUN: %minnow %s
# What fish 4 does differently from fish 3.6 in abbr (so these checks fail on
# fish 3.6): --command, the wording of some errors, the warning for -U, the
# quoting of --show (fish 4's escape), and imported universal variables.

# --show quotes as fish 4's escape: a backslash is quoted (3.6: a\\b), '?' is
# plain with qmark-noglob (3.6: 'a?b'), '#' after a letter starts no comment
# (3.6: 'x#y'), more single quotes than double quotes means double quotes
# (3.6: it\'s)
abbr -a sq 'a\b'
abbr -a txt -r '.+\.txt' vim
abbr -a q 'a?b'
abbr -a h 'x#y'
abbr -a it "it's"
abbr -s
# CHECK: abbr -a -- sq 'a\\b'
# CHECK: abbr -a --regex '.+\\.txt' -- txt vim
# CHECK: abbr -a -- q a?b
# CHECK: abbr -a -- h x#y
# CHECK: abbr -a -- it "it's"
abbr -e -- (abbr -l)

# --command: for these commands only, so an argument: anywhere by default
abbr __abbr_coexist "general def"
abbr --command foo __abbr_coexist "command def"
abbr -c bar -c baz -- -m --message
abbr -s
# CHECK: abbr -a -- __abbr_coexist 'general def'
# CHECK: abbr -a --position anywhere --command foo -- __abbr_coexist 'command def'
# CHECK: abbr -a --position anywhere --command bar --command baz -- -m --message
abbr -a -c git --position command gco checkout; echo $status
abbr -a -c 'a b' --position anywhere x y; abbr -s | tail -n 1
# CHECKERR: abbr: --command cannot be combined with --position=command
# CHECK: 2
# CHECK: abbr -a --position anywhere --command 'a b' -- x y
abbr -e -c 'a b' x

# erase and rename go by name and command list
abbr -e __abbr_coexist; echo $status
abbr -s | grep __abbr_coexist
# CHECK: 0
# CHECK: abbr -a --position anywhere --command foo -- __abbr_coexist 'command def'
abbr -e __abbr_coexist; echo $status
# CHECK: 4
abbr --command bar __abbr_coexist "bar command"
abbr --rename --command bar __abbr_coexist __abbr_coexist_2; echo $status
abbr -s | grep __abbr_coexist
# CHECK: 0
# CHECK: abbr -a --position anywhere --command foo -- __abbr_coexist 'command def'
# CHECK: abbr -a --position anywhere --command bar -- __abbr_coexist_2 'bar command'
abbr --rename -c nope __abbr_coexist x; echo $status
abbr --rename -c bar -- -m x; echo $status
abbr -a -c bar -c baz one 1
abbr --rename -c bar -c baz -- -m one; echo $status
abbr --rename -c bar -c baz -- -m em; echo $status
abbr -q em; echo $status
# CHECKERR: abbr --rename: No abbreviation named __abbr_coexist with the specified command restrictions
# CHECKERR: abbr --rename: No abbreviation named -m with the specified command restrictions
# CHECKERR: abbr --rename: Abbreviation one already exists for commands bar, baz, cannot rename -m
# CHECK: 1
# CHECK: 1
# CHECK: 2
# CHECK: 0
# CHECK: 0
abbr --rename nosuch x; echo $status
# CHECKERR: abbr --rename: No abbreviation named nosuch with the specified command restrictions
# CHECK: 1

# errors fish 4 words differently (3.6: a '.' after "anywhere"; a trailer
# after an unknown option; 3.6 takes -U and -c silently or not at all)
abbr --add grape --position nowhere juice; echo $status
abbr -z; echo $status
abbr -a w -U x; echo $status
abbr -s | grep -- '-- w'
# CHECKERR: abbr: Invalid position 'nowhere'
# CHECKERR: Position must be one of: command, anywhere
# CHECKERR: abbr: -z: unknown option
# CHECKERR: abbr: Warning: Option '-U' was removed and is now ignored
# CHECKERR: builtin_abbr_fish4.fish (line 73):{{ }}
# CHECKERR: abbr -a w -U x; echo $status
# CHECKERR: ^
# CHECKERR:
# CHECKERR: (Type 'help abbr' for related documentation)
# CHECK: 2
# CHECK: 2
# CHECK: 0
# CHECK: abbr -a -- w x

# fish 3.6 crashes here
abbr --add --regex foo --function foo; echo $status
# CHECKERR: abbr --add: Name cannot be empty
# CHECK: 2

# abbreviations kept in universal variables by fish before 3.6 are imported
# at start-up and marked so; erasing one erases the variable too
set -l minnow (status fish-path)
set -l d (mktemp -d)
XDG_CONFIG_HOME=$d $minnow -c 'set -U _fish_abbr_cuckoo some value; set -U _fish_abbr_g_2D_co git checkout'
XDG_CONFIG_HOME=$d $minnow -c 'abbr; abbr -e cuckoo; echo $status; set -q _fish_abbr_cuckoo; echo $status'
XDG_CONFIG_HOME=$d $minnow -c 'abbr; abbr -e nosuch; echo $status'
rm -r $d
# CHECK: abbr -a -- cuckoo 'some value' # imported from a universal variable, see `help cmds/abbr`
# CHECK: abbr -a -- g-co 'git checkout' # imported from a universal variable, see `help cmds/abbr`
# CHECK: 0
# CHECK: 1
# CHECK: abbr -a -- g-co 'git checkout' # imported from a universal variable, see `help cmds/abbr`
# CHECK: 4
