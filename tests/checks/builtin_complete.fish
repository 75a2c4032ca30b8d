# RUN: %minnow %s
# complete: rules, listing, erasing, wraps, and `complete -C` on each kind
# of candidate. Checked against fish 3.6 where fish does the same; file
# descriptions (MIME comments) are ours.

set -l tmp (mktemp -d)
# a MIME database of our own, so file descriptions do not depend on the machine
mkdir -p $tmp/data/mime/text
printf '50:text/x-csrc:*.c\n50:image/png:*.png\n' >$tmp/data/mime/globs2
printf '<mime-type type="text/x-csrc"><comment>C source code</comment><comment xml:lang="de">C-Quelltext</comment></mime-type>\n' >$tmp/data/mime/text/x-csrc.xml
set -gx XDG_DATA_HOME $tmp/data
set -gx XDG_DATA_DIRS $tmp/none

function mycmd
end

# options, with descriptions; -a before --all as fish sorts them
complete -c mycmd -s a -l all -d 'All things'
complete -c mycmd -l color -x -a 'auto always never' -d 'When to colour'
complete -c mycmd -l level -a 'low high'
complete -C 'mycmd -'
# CHECK: -a	All things
# CHECK: --all	All things
# CHECK: --color	When to colour
# CHECK: --level
# CHECK: --level=
complete -C 'mycmd --col'
# CHECK: --color	When to colour
complete -C 'mycmd --color '
# CHECK: always	When to colour
# CHECK: auto	When to colour
# CHECK: never	When to colour
complete -C 'mycmd --color=a'
# CHECK: --color=always	When to colour
# CHECK: --color=auto	When to colour
# a short option already given is not offered again
complete -c mycmd -s b -d Bee
complete -C 'mycmd -a'
# CHECK: -ab	Bee

# listing, newest rule first, then erasing one option and all
complete -c mycmd
# CHECK: complete mycmd -s b -d Bee
# CHECK: complete mycmd -l level -a 'low high'
# CHECK: complete --exclusive mycmd -l color -d 'When to colour' -a 'auto always never'
# CHECK: complete mycmd -l all -d 'All things'
# CHECK: complete mycmd -s a -d 'All things'
complete -c mycmd -e -l level
complete -c mycmd -e -s a
complete mycmd
# CHECK: complete mycmd -s b -d Bee
# CHECK: complete --exclusive mycmd -l color -d 'When to colour' -a 'auto always never'
# CHECK: complete mycmd -l all -d 'All things'
complete -c mycmd -e
complete -c mycmd
echo erased $status
# CHECK: erased 0

# conditions: subcommands, then their arguments
function sub_seen
    set -l words (commandline -opc)
    contains -- $argv[1] $words
end
complete -c mycmd -f -n 'not sub_seen start; and not sub_seen stop' -a 'start stop' -d Subcommand
complete -c mycmd -f -n 'sub_seen start' -a 'now later'
complete -C 'mycmd '
# CHECK: start	Subcommand
# CHECK: stop	Subcommand
complete -C 'mycmd start '
# CHECK: later
# CHECK: now
complete -C 'mycmd sto'
# CHECK: stop	Subcommand
# fuzzy: a substring when nothing starts with it
complete -C 'mycmd op'
# CHECK: stop	Subcommand

# candidates with their own descriptions after a tab; -k keeps the order
complete -c lister -x -a '(printf "%s\t%s\n" zeta last alpha first)'
function lister
end
complete -C 'lister '
# CHECK: alpha	first
# CHECK: zeta	last
complete -c keeper -k -x -a 'zeta alpha'
function keeper
end
complete -C 'keeper '
# CHECK: zeta
# CHECK: alpha

# wrapped commands: complete -w and function --wraps
function wrapper --wraps mycmd
end
complete -C 'wrapper st'
# CHECK: start	Subcommand
# CHECK: stop	Subcommand
function w2
end
complete -c w2 -w mycmd
complete -C 'w2 start '
# CHECK: later
# CHECK: now
complete w2
# CHECK: complete w2
# CHECK: complete w2 --wraps mycmd

# keywords and decorators before the command are skipped
complete -C 'if mycmd start n'
# CHECK: now
complete -C 'not command mycmd st'
# CHECK: start	Subcommand
# CHECK: stop	Subcommand

# files: spaces and quotes, escaped when inserted (--escape) or plain;
# no descriptions, as in fish (only the editor's pager adds its own)
mkdir $tmp/work
cd $tmp/work
mkdir 'sub dir' other
touch 'with space' "quote'd" 'dollar$x' main.c pic.png README
complete -C 'cat '
# CHECK: dollar$x
# CHECK: main.c
# CHECK: other/
# CHECK: pic.png
# CHECK: quote'd
# CHECK: README
# CHECK: sub dir/
# CHECK: with space
complete --escape -C 'cat w'
# CHECK: with\ space
complete --escape -C 'cat q'
# CHECK: quote\'d
complete --escape -C 'cat d'
# CHECK: dollar\$x
complete --escape -C "cat 'w"
# CHECK: 'with space'
complete --escape -C 'cat "q'
# CHECK: "quote'd"
# a case-insensitive match replaces the token
complete -C 'cat read'
# CHECK: README
# directories only for cd
complete -C 'cd '
# CHECK: other/
# CHECK: sub dir/
# after --opt= and in a redirection
function filecmd
end
complete -C 'filecmd --file=ma'
# CHECK: --file=main.c
complete -C 'echo >ma'
# CHECK: main.c

# wildcards and braces offer their matches, never one common start
complete -C 'cat *.c'
# CHECK: main.c
touch other.c
complete -C 'cat *.c'
# CHECK: main.c
# CHECK: other.c
complete -C 'cat {main,other}.c'
# CHECK: main.c
# CHECK: other.c

# variables, with their values
set -g comp_test_var 'one value'
complete -C 'echo $comp_test_v'
# CHECK: $comp_test_var	Variable: 'one value'

# commands: functions with their descriptions, builtins
function comp_test_fn --description 'Does a test'
end
complete -C comp_test_f
# CHECK: comp_test_fn	Does a test
complete -C 'complet'
# CHECK: complete	Edit command specific completions
# directories in command position (implicit cd)
complete -C 'oth'
# CHECK: other/	directory

# errors
complete -c x -f -F
# CHECKERR: complete: invalid option combination, '--no-files' and '--force-files'
complete -c x -x -F
# CHECKERR: complete: invalid option combination, '--exclusive' and '--force-files'
complete -s '' -c x
# CHECKERR: complete: -s requires a non-empty string
complete a b c
# CHECKERR: complete: too many arguments
# CHECKERR: {{.*}}
# CHECKERR: builtin_complete.fish (line {{\d+}}):{{ }}
# CHECKERR: complete a b c
# CHECKERR: ^
# CHECKERR: {{.*}}
# CHECKERR: (Type 'help complete' for related documentation)
complete -c x -n 'echo ('
echo $status
# CHECKERR: complete: -n 'echo (': {{.*}}
# CHECKERR: echo (
# CHECKERR: {{ *}}^
# CHECK: 1

cd /
rm -rf $tmp
# cd completes through the logical $PWD, as cd moves; ls through the real one
set -l logical (command mktemp -d)
command mkdir -p $logical/through/glass $logical/through/d1 $logical/somewhere/a1
command ln -s $logical/through/glass $logical/somewhere/rabbithole
cd $logical/somewhere/rabbithole
complete -C 'cd ../'
# CHECK: ../a1/
# CHECK: ../rabbithole/
complete -C 'ls ../'
# CHECK: ../d1/
# CHECK: ../glass/
# a leading dot offers . and .. themselves (fish 4), a folder before longer names
complete -C 'cd .'
# CHECK: ./
# CHECK: ../
cd /
command rm -r $logical
# function --wraps makes a rule `complete` lists, as fish (not one wrapping
# itself)
function wraps_ls --wraps 'ls -l'
end
function wraps_self --wraps wraps_self
end
complete wraps_ls
# CHECK: complete wraps_ls --wraps 'ls -l'
complete wraps_self
# a short option whose condition fails ends the cluster: nothing to add to -x
function cond_shorts
end
complete -c cond_shorts -f -n false -s x
complete -c cond_shorts -f -s h
complete -c cond_shorts -f -s v
complete -C'cond_shorts -x' | count
# CHECK: 0
complete -C'cond_shorts -v'
# CHECK: -vh
# after `command`, complete -C offers what command position offers (fish's
# __fish_complete_subcommand), after `builtin` builtins only
function cmdpos_fn
end
complete -C 'command cmdpos_f'
# CHECK: cmdpos_fn
complete -C 'builtin cmdpos_f'
# the command's word is expanded (variables, ~) to find its rules
set -l cmddir (command mktemp -d)
printf '' >$cmddir/cmd-by-path
chmod +x $cmddir/cmd-by-path
complete -p $cmddir/cmd-by-path -xa by-path
set -g cmddir_g $cmddir
complete -C '$cmddir_g/cmd-by-path '
# CHECK: by-path
HOME=$cmddir complete -C '~/cmd-by-path '
# CHECK: by-path
command rm -r $cmddir
# a wrap target's command is expanded too
complete cat -xa +pet
set -g path_to_cat (command -v cat)
function crookshanks --wraps '$path_to_cat'
end
complete -C 'crookshanks '
# CHECK: +pet
complete -c cat -e
# the line's own VAR=value words are in effect while its arguments complete
complete assign_seen -f -a '(echo seen-$myvar)'
complete -C 'myvar=x assign_seen '
# CHECK: seen-x
set -q myvar; or echo not left behind
# CHECK: not left behind
# erasing a command's completions erases its wraps; erasing a wrap erases
# nothing else (the empty rule --wraps left is listed, as fish lists it)
complete wrapper1 --wraps wrapped
complete wrapper1 -l long
complete wrapper1 -e
complete wrapper1
complete wrapper2 --wraps wrapped
complete wrapper2 -l long
complete wrapper2 -e --wraps wrapped
complete wrapper2
# CHECK: complete wrapper2 -l long
# CHECK: complete wrapper2
# -a's words are expanded as fish expands them, braces included (spaces
# inside braces stay in the word); NAME<TAB>DESCRIPTION keeps its description
complete -c braced -f -a "{file\t,executable\tA file which runs}"
complete -C 'braced '
# CHECK: executable	A file which runs
# CHECK: file
complete -c braced2 -f -a '{x,y}z'
complete -C 'braced2 '
# CHECK: xz
# CHECK: yz
# `:`, true and false have no rules (as in fish): files follow them
set -l coldir (command mktemp -d)
touch $coldir/target
complete -C ": $coldir/" | string replace $coldir D
# CHECK: D/target
complete -C "true $coldir/" | string replace $coldir D
# CHECK: D/target
command rm -r $coldir
