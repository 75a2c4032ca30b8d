# RUN: %minnow %s
# The condition helpers of the completion library (share/functions, with
# fish's names, as third-party completion scripts call them), each seen
# through `complete -C` on a command of its own: a rule offering `yes` when
# the condition holds.
source data/complete_lib.fish

# no files anywhere; the word typed so far and "yes", so that it matches
function rule --argument-names cmd cond
    complete -c $cmd -f
    complete -c $cmd -n $cond -a '(commandline -ct)yes'
end
function try
    echo "$argv[1]: $(complete -C $argv[1] | string join ' ')"
end

rule sub '__fish_seen_subcommand_from add rm'
try 'sub '
try 'sub -v '
try 'sub add '
try 'sub -v rm x '
try 'sub addx '
# CHECK: sub :{{ }}
# CHECK: sub -v :{{ }}
# CHECK: sub add : yes
# CHECK: sub -v rm x : yes
# CHECK: sub addx :{{ }}

rule use __fish_use_subcommand
try 'use '
try 'use -v --debug '
try 'use add '
# CHECK: use : yes
# CHECK: use -v --debug : yes
# CHECK: use add :{{ }}

# -s letters alone or in clusters, -o old-style options exactly, -l long
# options (also with =value), -w Windows-style, and plain words
rule seen '__fish_seen_argument -s x -o old -l long -w win word'
try 'seen '
try 'seen -x '
try 'seen -axb '
try 'seen --x '
try 'seen -old '
try 'seen -olds '
try 'seen --long '
try 'seen --long=3 '
try 'seen --longer '
try 'seen /win '
try 'seen word '
try 'seen words '
# CHECK: seen :{{ }}
# CHECK: seen -x : yes
# CHECK: seen -axb : yes
# CHECK: seen --x :{{ }}
# CHECK: seen -old : yes
# CHECK: seen -olds :{{ }}
# CHECK: seen --long : yes
# CHECK: seen --long=3 : yes
# CHECK: seen --longer :{{ }}
# CHECK: seen /win : yes
# CHECK: seen word : yes
# CHECK: seen words :{{ }}

# a short option counts in the word being typed too, a long one before it
rule has '__fish_contains_opt -s r recursive'
rule hasnt '__fish_not_contain_opt -s r recursive'
try 'has -r '
try 'has -vr '
try 'has -r'
try 'has --recursive '
try 'has -v '
try 'has -- -v'
try 'hasnt -r '
try 'hasnt -v '
# CHECK: has -r : yes
# CHECK: has -vr : yes
# CHECK: has -r: -ryes
# CHECK: has --recursive : yes
# CHECK: has -v :{{ }}
# CHECK: has -- -v:{{ }}
# CHECK: hasnt -r :{{ }}
# CHECK: hasnt -v : yes
__fish_contains_opt --bad; echo $status
__fish_not_contain_opt --bad; echo $status
# CHECKERR: __fish_contains_opt: Unknown option --bad
# CHECK: 2
# CHECKERR: __fish_not_contain_opt: Unknown option --bad
# CHECK: 1
# Both read the command line through `commandline -cpx` and `-ct`, so a
# function of that name (as a test defines) answers for it.
function commandline
    switch "$argv"
        case -cpx
            printf '%s\n' cmd -qv --all file
        case -ct
            printf '%s\n' -z
    end
end
__fish_contains_opt -s v; and echo found -v in a cluster
__fish_contains_opt all; and echo found --all
__fish_contains_opt -s z; and echo found -z in the current token
__fish_contains_opt file; or echo no --file
__fish_not_contain_opt -s x keep; and echo neither -x nor --keep
functions -e commandline
# CHECK: found -v in a cluster
# CHECK: found --all
# CHECK: found -z in the current token
# CHECK: no --file
# CHECK: neither -x nor --keep

rule first __fish_is_first_token
try 'first '
try 'first -a -b '
try 'first a '
# CHECK: first : yes
# CHECK: first -a -b : yes
# CHECK: first a :{{ }}

rule arg1 __fish_is_first_arg
try 'arg1 '
try 'arg1 -a '
# CHECK: arg1 : yes
# CHECK: arg1 -a :{{ }}

rule nth '__fish_is_nth_token 2'
try 'nth a '
try 'nth -x a -y '
try 'nth a b '
# CHECK: nth a : yes
# CHECK: nth -x a -y : yes
# CHECK: nth a b :{{ }}

complete -c second -f
complete -c second -a '(__fish_nth_token 2; or echo none)'
try 'second a -x b c '
try 'second a '
# CHECK: second a -x b c : b
# CHECK: second a : none

# the command counts as one
complete -c count -f
complete -c count -a '(__fish_number_of_cmd_args_wo_opts)'
try 'count -x a -y b '
# CHECK: count -x a -y b : 3

rule prev '__fish_prev_arg_in -o --output'
try 'prev -o '
try 'prev --output '
try 'prev -o x '
try 'prev '
# CHECK: prev -o : yes
# CHECK: prev --output : yes
# CHECK: prev -o x :{{ }}
# CHECK: prev :{{ }}

# nothing but options, the word being typed included
rule noargs __fish_no_arguments
try 'noargs -a -'
try 'noargs -a x'
# CHECK: noargs -a -: -yes
# CHECK: noargs -a x:{{ }}

rule switches __fish_should_complete_switches
try 'switches -'
try 'switches a'
# CHECK: switches -: -yes
# CHECK: switches a:{{ }}
finish
