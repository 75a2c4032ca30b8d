# RUN: %minnow %s
# argparse as fish 4 has it, where fish 3.6 differs: $argv_opts, --move-unknown,
# --strict-longopts, --unknown-arguments, the =* and & spec modifiers, `/x`
# long-only specs, -i removing known flags from a cluster, messages for a
# value given to a flag that takes none. Written from fish 4's manual and code;
# fish 3.6 fails these.
set -g show_argv_opts
source data/argparse_show.fish

# $argv_opts: the options and their values as given, in order.
p h/help 'a/abc=' 'd/def=?' 'g/ghk=+' -- help --help me --ghk=g1 --abc=ABC --ghk g2 -d -g g3
p --stop-nonopt h/help 'a/abc=' -- -a A1 -h --abc A2 non-opt --help
p v/verbose '#-val' 't/token=' -- -123 a1 --token woohoo --234 -v a2 --verbose
p h -- a -- -h
p h --
# CHECK: _flag_a: [ABC]
# CHECK: _flag_abc: [ABC]
# CHECK: _flag_d:
# CHECK: _flag_def:
# CHECK: _flag_g: [g1] [g2] [g3]
# CHECK: _flag_ghk: [g1] [g2] [g3]
# CHECK: _flag_h: [--help]
# CHECK: _flag_help: [--help]
# CHECK: argv_opts: [--help] [--ghk=g1] [--abc=ABC] [--ghk] [g2] [-d] [-g] [g3]
# CHECK: argv: [help] [me]
# CHECK: _flag_a: [A2]
# CHECK: _flag_abc: [A2]
# CHECK: _flag_h: [-h]
# CHECK: _flag_help: [-h]
# CHECK: argv_opts: [-a] [A1] [-h] [--abc] [A2]
# CHECK: argv: [non-opt] [--help]
# CHECK: _flag_t: [woohoo]
# CHECK: _flag_token: [woohoo]
# CHECK: _flag_v: [-v] [--verbose]
# CHECK: _flag_val: [-234]
# CHECK: _flag_verbose: [-v] [--verbose]
# CHECK: argv_opts: [-123] [--token] [woohoo] [--234] [-v] [--verbose]
# CHECK: argv: [a1] [a2]
# CHECK: argv_opts:
# CHECK: argv: [a] [-h]
# CHECK: argv_opts:
# CHECK: argv:

# =* takes optional values and keeps each, "" when there was none.
p 'x/xx=*' -- -x -xa --xx --xx=b -x c
# CHECK: _flag_x: [] [a] [] [b] []
# CHECK: _flag_xx: [] [a] [] [b] []
# CHECK: argv_opts: [-x] [-xa] [--xx] [--xx=b] [-x]
# CHECK: argv: [c]

# & keeps an option out of $argv_opts; the rest of its cluster stays.
p 'n/name=&' v -- -vn foo --name=bar -n baz x
p 'x&' y -- -xy -yx -x
p 'qwords=&' 'c/bytes=&' -- --qwords 5 -c3 --bytes 4 -- f
p '#-val&' v -- -5 -v a
# CHECK: _flag_n: [baz]
# CHECK: _flag_name: [baz]
# CHECK: _flag_v: [-v]
# CHECK: argv_opts: [-v]
# CHECK: argv: [x]
# CHECK: _flag_x: [-x] [-x] [-x]
# CHECK: _flag_y: [-y] [-y]
# CHECK: argv_opts: [-y] [-y]
# CHECK: argv:
# CHECK: _flag_bytes: [4]
# CHECK: _flag_c: [4]
# CHECK: _flag_qwords: [5]
# CHECK: argv_opts:
# CHECK: argv: [f]
# CHECK: _flag_v: [-v]
# CHECK: _flag_val: [5]
# CHECK: argv_opts: [-v]
# CHECK: argv: [a]

# /x is a long-only flag named x; a lone letter is a short flag only.
p /x -- --x
p x -- --x
# CHECK: _flag_x: [--x]
# CHECK: argv_opts: [--x]
# CHECK: argv:
# CHECK: status 2
# CHECKERR: p: --x: unknown option

# --move-unknown: unknown options (with any attached value) go to
# $argv_opts; a known flag after an unknown one in a cluster is its value.
p -u a=+ b=+ -- -a alpha -b bravo -t tango -a aaaa --wurst x
p --move-unknown h -- -oh
p --move-unknown h -- -ho
p -u -- --foo=bar --baz -x
# --ignore-unknown keeps them in $argv, and takes known flags before an
# unknown one out of its cluster (fish 3.6 kept `-hoa` whole).
p --ignore-unknown h i -- -hoa -oia
p -i a=+ b=+ -- -a alpha -b bravo -t tango -a aaaa --wurst
p -i -u --
p -i -i --
# CHECK: _flag_a: [alpha] [aaaa]
# CHECK: _flag_b: [bravo]
# CHECK: argv_opts: [-a] [alpha] [-b] [bravo] [-t] [-a] [aaaa] [--wurst]
# CHECK: argv: [tango] [x]
# CHECK: argv_opts: [-oh]
# CHECK: argv:
# CHECK: _flag_h: [-h]
# CHECK: argv_opts: [-ho]
# CHECK: argv:
# CHECK: argv_opts: [--foo=bar] [--baz] [-x]
# CHECK: argv:
# CHECK: _flag_h: [-h]
# CHECK: argv_opts: [-h]
# CHECK: argv: [-oa] [-oia]
# CHECK: _flag_a: [alpha] [aaaa]
# CHECK: _flag_b: [bravo]
# CHECK: argv_opts: [-a] [alpha] [-b] [bravo] [-a] [aaaa]
# CHECK: argv: [-t] [tango] [--wurst]
# CHECK: status 2
# CHECK: status 2
# CHECKERR: argparse: --ignore-unknown --move-unknown: options cannot be used together
# CHECKERR: {{^$}}
# CHECKERR: data/argparse_show.fish (line 27):{{ }}
# CHECKERR:     argparse $argv
# CHECKERR:     ^
# CHECKERR: in function 'p' with arguments '-i -u --'
# CHECKERR: 	called on line 94 of file builtin_argparse_fish4.fish
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: --ignore-unknown --move-unknown: options cannot be used together
# CHECKERR: {{^$}}
# CHECKERR: data/argparse_show.fish (line 27):{{ }}
# CHECKERR:     argparse $argv
# CHECKERR:     ^
# CHECKERR: in function 'p' with arguments '-i -i --'
# CHECKERR: 	called on line 95 of file builtin_argparse_fish4.fish
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)

# --unknown-arguments (implies --move-unknown): how unknown options take values.
p --unknown-arguments=optional a b -- -u -a -ub
p --unknown-arguments=required a b -- -u -a -ub
p --unknown-arguments=none a b -- -u -a -ub
p -i --unknown-arguments=required a b -- -u -a -ub
p -u --unknown-arguments required -- --foo bar --baz=q
p -i --unknown-arguments=required -- -u
p -u --unknown-arguments=none -- --foo=bar
p --unknown-arguments=bogus --
# CHECK: _flag_a: [-a]
# CHECK: argv_opts: [-u] [-a] [-ub]
# CHECK: argv:
# CHECK: argv_opts: [-u] [-a] [-ub]
# CHECK: argv:
# CHECK: _flag_a: [-a]
# CHECK: _flag_b: [-b]
# CHECK: argv_opts: [-u] [-a] [-ub]
# CHECK: argv:
# CHECK: argv_opts:
# CHECK: argv: [-u] [-a] [-ub]
# CHECK: argv_opts: [--foo] [bar] [--baz=q]
# CHECK: argv:
# CHECK: status 2
# CHECK: status 2
# CHECK: status 2
# CHECKERR: p: -u: option requires an argument
# CHECKERR: p: --foo=bar: option does not take an argument
# CHECKERR: argparse: Invalid --unknown-arguments value 'bogus'
# CHECKERR: {{^$}}
# CHECKERR: data/argparse_show.fish (line 27):{{ }}
# CHECKERR:     argparse $argv
# CHECKERR:     ^
# CHECKERR: in function 'p' with arguments '--unknown-arguments=bogus --'
# CHECKERR: 	called on line 143 of file builtin_argparse_fish4.fish
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)

# Without --strict-longopts a long name may be abbreviated or given with one
# dash; with it, neither.
p long -- --lo -long -lon
p -S long -- --long
p -S long -- -long
p -S long -- --lo
p lon long -- --lo
p -S l long -- -long
p -S --unknown-arguments=none a b -- -u -a -ub
# CHECK: _flag_long: [--long] [--long] [--long]
# CHECK: argv_opts: [--lo] [-long] [-lon]
# CHECK: argv:
# CHECK: _flag_long: [--long]
# CHECK: argv_opts: [--long]
# CHECK: argv:
# CHECK: status 2
# CHECK: status 2
# CHECK: status 2
# CHECK: status 2
# CHECK: _flag_a: [-a]
# CHECK: _flag_b: [-b]
# CHECK: argv_opts: [-u] [-a] [-ub]
# CHECK: argv:
# CHECKERR: p: -long: unknown option
# CHECKERR: p: --lo: unknown option
# CHECKERR: p: --lo: unknown option
# CHECKERR: p: -long: unknown option

# A value for a flag that takes none (fish 3.6: "unknown option").
p h/help -- --help=x
p a/alpha b/beta -- --al --be=1
argparse --help=x --
# fish 3.6 had no --strict-longopts, so --s was --stop-nonopt.
argparse --s -- x
# A check after ! on a flag without a value is reported, then ignored.
p 'x!echo checked' -- -x
# CHECK: status 2
# CHECK: status 2
# CHECK: _flag_x: [-x]
# CHECK: argv_opts: [-x]
# CHECK: argv:
# CHECKERR: p: --help=x: option does not take an argument
# CHECKERR: p: --be=1: option does not take an argument
# CHECKERR: argparse: --help=x: option does not take an argument
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse_fish4.fish (line 203):{{ }}
# CHECKERR: argparse --help=x --
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: --s: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse_fish4.fish (line 205):{{ }}
# CHECKERR: argparse --s -- x
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: p: Invalid option spec 'x!echo checked' at char '!'

# -h shows this manual page.
argparse -h | head -n 1
# CHECK: argparse - parse options passed to a fish script or function
