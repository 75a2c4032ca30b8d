# RUN: %minnow %s
# argparse: the spec language, argparse's own options, the _flag_ variables
# and $argv it leaves, and every error fish reports. Behaviour fish 3.6 and
# fish 4 share; what only fish 4 does is in builtin_argparse_fish4.fish.
source data/argparse_show.fish

# Boolean flags: short, long, both; the values are the flags as given.
p h/help -- help --help me -h 'a lot more'
p C v -- -C -v arg1 -v arg2
p help -- --help x --help
p h-help -- --help
p h-help -- -h
# CHECK: _flag_h: [--help] [-h]
# CHECK: _flag_help: [--help] [-h]
# CHECK: argv: [help] [me] [a lot more]
# CHECK: _flag_C: [-C]
# CHECK: _flag_v: [-v] [-v]
# CHECK: argv: [arg1] [arg2]
# CHECK: _flag_help: [--help] [--help]
# CHECK: argv: [x]
# CHECK: _flag_help: [--help]
# CHECK: argv:
# CHECK: _flag_help: [--help]
# CHECK: argv:

# Values: required (=), optional (=?, attached only), every one kept (=+).
p h/help 'a/abc=' 'd/def=?' 'g/ghk=+' -- help --help me --ghk=g1 --abc=ABC --ghk g2 -d -g g3
p 'n/name=?' -- -n --name -nfoo --name=bar --name baz
p 'n=+' -- -n a -nb -n -c
p 'x=' v/verbose -- --verbose arg1 -v -x arg2
p installed= foo -- --installed=no --foo
p 'x-long=' -- --long=5
p 'x-long=' -- -x 3
# CHECK: _flag_a: [ABC]
# CHECK: _flag_abc: [ABC]
# CHECK: _flag_d:
# CHECK: _flag_def:
# CHECK: _flag_g: [g1] [g2] [g3]
# CHECK: _flag_ghk: [g1] [g2] [g3]
# CHECK: _flag_h: [--help]
# CHECK: _flag_help: [--help]
# CHECK: argv: [help] [me]
# CHECK: _flag_n:
# CHECK: _flag_name:
# CHECK: argv: [baz]
# CHECK: _flag_n: [a] [b] [-c]
# CHECK: argv:
# CHECK: _flag_v: [--verbose] [-v]
# CHECK: _flag_verbose: [--verbose] [-v]
# CHECK: _flag_x: [arg2]
# CHECK: argv: [arg1]
# CHECK: _flag_foo: [--foo]
# CHECK: _flag_installed: [no]
# CHECK: argv:
# CHECK: _flag_long: [5]
# CHECK: argv:
# CHECK: status 2
# CHECKERR: p: -x: unknown option

# Clusters of short flags, and a value attached to the last one.
p a b 'c=' -- -ab -ba -abcval -ac val
p -n foo q r/required= -- foo -qr
# CHECK: _flag_a: [-a] [-a] [-a] [-a]
# CHECK: _flag_b: [-b] [-b] [-b]
# CHECK: _flag_c: [val]
# CHECK: argv:
# CHECK: status 2
# CHECKERR: foo: -r: option requires an argument

# Long names abbreviate to any unique prefix; -long works when l is not a
# short flag; names with dashes give variables with underscores.
p help hello -- --hel --help --hello
p long -- --lo -long -lon
p 'x/long-name-here' 'a/a-b_c' -- --long-name-here --a-b_c
p verbose version -- --ver
p '1/one' 'ü/über' -- -1 --one -ü --üb
# CHECK: status 2
# CHECK: _flag_long: [--long] [--long] [--long]
# CHECK: argv:
# CHECK: _flag_a: [--a-b_c]
# CHECK: _flag_a_b_c: [--a-b_c]
# CHECK: _flag_long_name_here: [--long-name-here]
# CHECK: _flag_x: [--long-name-here]
# CHECK: argv:
# CHECK: status 2
# CHECK: _flag_1: [-1] [--one]
# CHECK: _flag_one: [-1] [--one]
# CHECK: _flag_ü: [-ü] [--über]
# CHECK: _flag_über: [-ü] [--über]
# CHECK: argv:
# CHECKERR: p: --hel: unknown option
# CHECKERR: p: --ver: unknown option

# Non-option arguments stay in order; `--` ends the options; a lone `-` is an
# argument.
p a/alpha -- a --alpha -- b -a
p h/help -- - -h -
p --stop-nonopt h/help 'a/abc=' -- -a A1 -h --abc A2 non-opt 'second non-opt' --help
p -s h -- -h sub -h
# CHECK: _flag_a: [--alpha]
# CHECK: _flag_alpha: [--alpha]
# CHECK: argv: [a] [b] [-a]
# CHECK: _flag_h: [-h]
# CHECK: _flag_help: [-h]
# CHECK: argv: [-] [-]
# CHECK: _flag_a: [A2]
# CHECK: _flag_abc: [A2]
# CHECK: _flag_h: [-h]
# CHECK: _flag_help: [-h]
# CHECK: argv: [non-opt] [second non-opt] [--help]
# CHECK: _flag_h: [-h]
# CHECK: argv: [sub] [-h]

# The integer flag: -NUM and --NUM give its value; n#max also takes -n/--max.
p '#-val' -- abc -123 def
p v/verbose '#-val' 't/token=' -- -123 a1 --token woohoo --234 -v a2 --verbose
p 'm#max' -- argle -987 bargle
p 'm#max' -- argle -987 bargle --max 765
p 'x#' v/verbose -- -v -v argle -v -x 321 bargle
p '#num' installed= -- --installed=5 -5
p '#-val' -- abc -x def
p '#-val' -- --val 5
# CHECK: _flag_val: [123]
# CHECK: argv: [abc] [def]
# CHECK: _flag_t: [woohoo]
# CHECK: _flag_token: [woohoo]
# CHECK: _flag_v: [-v] [--verbose]
# CHECK: _flag_val: [-234]
# CHECK: _flag_verbose: [-v] [--verbose]
# CHECK: argv: [a1] [a2]
# CHECK: _flag_m: [987]
# CHECK: _flag_max: [987]
# CHECK: argv: [argle] [bargle]
# CHECK: _flag_m: [765]
# CHECK: _flag_max: [765]
# CHECK: argv: [argle] [bargle]
# CHECK: _flag_v: [-v] [-v] [-v]
# CHECK: _flag_verbose: [-v] [-v] [-v]
# CHECK: _flag_x: [321]
# CHECK: argv: [argle] [bargle]
# CHECK: _flag_installed: [5]
# CHECK: _flag_num: [5]
# CHECK: argv:
# CHECK: status 2
# CHECK: _flag_val: [--val]
# CHECK: argv: [5]
# CHECKERR: p: -x: unknown option

# Validation: the script after ! sees _flag_name, _flag_value and
# _argparse_cmd (exported, in a scope of its own); what it prints goes to
# stderr and its status is argparse's.
p 'x#!_validate_int --max 500' v/verbose -- -v -v -x 499 -v
p 'x#!_validate_int --min 500' v/verbose -- -v -v -x 499 -v
p 'm#max' -- argle --max 765x bargle
p 'm#max' -- argle -ma1 bargle
p 'm/max=!_validate_int --min 1 --max 1' -- argle -m2 bargle
p 'm/max=!_validate_int --min 0 --max 1' -- argle --max=-1 bargle
p 'm/max=!_validate_int --min 0 --max 1' -- argle --max=0 bargle
p 'i=!_validate_int' 'o=!_validate_int' -- -i 2 -o banana
p 'i=!_validate_int' 'o=!_validate_int' -- -i -o banana
p installed='!_validate_int --max 12' foo -- --foo --installed=error --foo
p 'n=!_validate_int --bogus' -- -n 1
set -g lim 3
p "n=!_validate_int --max \$lim" -- -n 4
p 'x/xx=!echo "[$_flag_name] [$_flag_value] [$_argparse_cmd]"; return 7' -- --xx 5
p 'x/xx=!echo "[$_flag_name] [$_flag_value]"; echo -n no newline' -- -x 6
p 'x=!echo to stderr >&2; false' -- -x 1 2>/dev/null
function scopes
    set -l loc 1
    set -lx lex 2
    argparse 'x=!set -q loc; or echo no loc; echo lex $lex; set -l xx 1' -- -x 1
    set -q xx; or echo xx gone
end
scopes
function _validate_int
    echo "own _validate_int: $argv $_flag_value"
end
p 'x=!_validate_int --max 1' -- -x 5
functions -e _validate_int
# CHECK: _flag_v: [-v] [-v] [-v]
# CHECK: _flag_verbose: [-v] [-v] [-v]
# CHECK: _flag_x: [499]
# CHECK: argv:
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: _flag_m: [0]
# CHECK: _flag_max: [0]
# CHECK: argv: [argle] [bargle]
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: status 2
# CHECK: status 1
# CHECK: _flag_x: [6]
# CHECK: _flag_xx: [6]
# CHECK: argv:
# CHECK: status 1
# CHECK: xx gone
# CHECK: _flag_x: [5]
# CHECK: argv:
# CHECKERR: p: Value '499' for flag 'x' less than min allowed of '500'
# CHECKERR: p: Value '765x' for flag 'max' is not an integer
# CHECKERR: p: Value 'a1' for flag 'm' is not an integer
# CHECKERR: p: Value '2' for flag 'm' greater than max allowed of '1'
# CHECKERR: p: Value '-1' for flag 'max' less than min allowed of '0'
# CHECKERR: p: Value 'banana' for flag 'o' is not an integer
# CHECKERR: p: Value '-o' for flag 'i' is not an integer
# CHECKERR: p: Value 'error' for flag 'installed' is not an integer
# CHECKERR: _argparse_validate_int: --bogus: unknown option
# CHECKERR: p: Value '4' for flag 'n' greater than max allowed of '3'
# CHECKERR: [xx] [5] [p]
# CHECKERR: [x] [6]
# CHECKERR: no newline
# CHECKERR: to stderr
# CHECKERR: no loc
# CHECKERR: lex 2
# CHECKERR: own _validate_int: --max 1 5

# Mutually exclusive flags (-x), by short or long name.
p -x a,b a/alpha b/beta c -- -a -b
p -x a,beta a/alpha b/beta c -- --alpha --beta
p -x a,b,c a/alpha b/beta c -- -c -b
p -x a,b -x b,c a/alpha b/beta c -- -a -c
p -x a,b a/alpha b/beta -- -a -a
p -x a a/alpha --
p -x a,z a/alpha --
p -x a, a/alpha --
p --exclusive=x,y x y -- -y
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: _flag_a: [-a]
# CHECK: _flag_alpha: [-a]
# CHECK: _flag_c: [-c]
# CHECK: argv:
# CHECK: _flag_a: [-a] [-a]
# CHECK: _flag_alpha: [-a] [-a]
# CHECK: argv:
# CHECK: status 1
# CHECK: status 1
# CHECK: status 1
# CHECK: _flag_y: [-y]
# CHECK: argv:
# CHECKERR: p: a/alpha b/beta: options cannot be used together
# CHECKERR: p: a/alpha b/beta: options cannot be used together
# CHECKERR: p: b/beta c: options cannot be used together
# CHECKERR: p: exclusive flag string 'a' is not valid
# CHECKERR: p: exclusive flag 'z' is not valid
# CHECKERR: p: exclusive flag '' is not valid

# --min-args and --max-args count what is left in $argv.
p --name min-max --min-args 1 h/help --
p -n min-max -N 1 -X 3 h/help -- a b -h c d
p -N 2 -- a b
p -X 1 -- a b
p --max-args ' 3' -- a
p -max-args 1 -- a b
# CHECK: status 1
# CHECK: status 1
# CHECK: argv: [a] [b]
# CHECK: status 1
# CHECK: argv: [a]
# CHECK: status 1
# CHECKERR: min-max: expected >= 1 arguments; got 0
# CHECKERR: min-max: expected <= 3 arguments; got 4
# CHECKERR: p: expected <= 1 arguments; got 2
# CHECKERR: p: expected <= 1 arguments; got 2

# Errors in the parsed arguments name the command: the function by default,
# else --name; no trailer.
p h/help -- -q
p h/help -- -hq
p h/help -- --qq
p r/required= -- foo --required
p 'x=' -- -x
p verbose version -- --v
function notargparse
    argparse a/alpha -- --banana
end
notargparse
argparse -n myname x -- -y
argparse x -- -y
argparse -n '' x -- -y
# CHECK: status 2
# CHECK: status 2
# CHECK: status 2
# CHECK: status 2
# CHECK: status 2
# CHECK: status 2
# CHECKERR: p: -q: unknown option
# CHECKERR: p: -hq: unknown option
# CHECKERR: p: --qq: unknown option
# CHECKERR: p: --required: option requires an argument
# CHECKERR: p: -x: option requires an argument
# CHECKERR: p: --v: unknown option
# CHECKERR: notargparse: --banana: unknown option
# CHECKERR: myname: -y: unknown option
# CHECKERR: argparse: -y: unknown option
# CHECKERR: argparse: -y: unknown option

# Errors in argparse's own use: the trailer follows. Bad specs give 1, the
# rest 2.
argparse
echo $status
argparse h/help
echo $status
argparse --foo -- x
echo $status
argparse -n
echo $status
argparse -sq -- x
echo $status
argparse --min-args=x -- x
echo $status
argparse --max-args=-1 -- x
echo $status
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: argparse: Missing -- separator
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 306):{{ }}
# CHECKERR: argparse
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: Missing -- separator
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 308):{{ }}
# CHECKERR: argparse h/help
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: --foo: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 310):{{ }}
# CHECKERR: argparse --foo -- x
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: -n: option requires an argument
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 312):{{ }}
# CHECKERR: argparse -n
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: -sq: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 314):{{ }}
# CHECKERR: argparse -sq -- x
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: Invalid --min-args value 'x'
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 316):{{ }}
# CHECKERR: argparse --min-args=x -- x
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: Invalid --max-args value '-1'
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 318):{{ }}
# CHECKERR: argparse --max-args=-1 -- x
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)

argparse h-
argparse +help
argparse h/help:
argparse h-help::
argparse h-help=x
argparse s/short x/xray s/long -- -s
argparse s/short x/xray l/short -- -s
argparse ''
echo $status
# CHECK: 1
# CHECKERR: argparse: Invalid option spec 'h-' at char '-'
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 377):{{ }}
# CHECKERR: argparse h-
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: Short flag '+' invalid, must be alphanum or '#'
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 378):{{ }}
# CHECKERR: argparse +help
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: Invalid option spec 'h/help:' at char ':'
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 379):{{ }}
# CHECKERR: argparse h/help:
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: Invalid option spec 'h-help::' at char ':'
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 380):{{ }}
# CHECKERR: argparse h-help::
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: Invalid option spec 'h-help=x' at char 'x'
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 381):{{ }}
# CHECKERR: argparse h-help=x
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: Short flag 's' already defined
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 382):{{ }}
# CHECKERR: argparse s/short x/xray s/long -- -s
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: Long flag 'short' already defined
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 383):{{ }}
# CHECKERR: argparse s/short x/xray l/short -- -s
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: An option spec must have at least a short or a long flag
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 384):{{ }}
# CHECKERR: argparse ''
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)

argparse '#-val=' -- abc
argparse '#-val' x/xray 'v#val' --
argparse 'v#val=' --
# CHECKERR: argparse: Implicit int short flag '#' does not allow modifiers like '='
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 444):{{ }}
# CHECKERR: argparse '#-val=' -- abc
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: Implicit int flag '#' already defined
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 445):{{ }}
# CHECKERR: argparse '#-val' x/xray 'v#val' --
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)
# CHECKERR: argparse: Implicit int short flag 'v' does not allow modifiers like '='
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 446):{{ }}
# CHECKERR: argparse 'v#val=' --
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)

function spec_error
    argparse h- -- x
end
spec_error
# CHECKERR: spec_error: Invalid option spec 'h-' at char '-'
# CHECKERR: {{^$}}
# CHECKERR: builtin_argparse.fish (line 470):{{ }}
# CHECKERR:     argparse h- -- x
# CHECKERR:     ^
# CHECKERR: in function 'spec_error'
# CHECKERR: 	called on line 472 of file builtin_argparse.fish
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help argparse' for related documentation)

# The variables are local to the block that ran argparse.
function scoped
    begin
        argparse h -- -h
        set -q _flag_h; and echo set in the block
    end
    set -q _flag_h; or echo gone after it
    argparse h -- -h x
    set -q _flag_h; and echo set in the function; and echo $argv
end
scoped
set -q _flag_h; or echo not seen by the caller
# CHECK: set in the block
# CHECK: gone after it
# CHECK: set in the function
# CHECK: x
# CHECK: not seen by the caller

# argparse's own options end at the first spec.
argparse -s -- hello
echo $status $argv
# CHECK: 0 hello
