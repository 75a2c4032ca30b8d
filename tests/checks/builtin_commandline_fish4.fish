# RUN: %minnow %s
# commandline: what fish 4 added or changed since fish 3.6 (so this file is
# checked against fish 4's documentation and source, not the 3.6 oracle).

function t
    set -l lines (commandline $argv)
    echo "$status" "<"$lines">"
end

# --line and --column take a position to move to; without an editor the
# line is empty, so only line 1 and column 1 exist. (3.6: -L takes none.)
t -L
t --column
t -L 1
t --column 1
# CHECK: 0 <1>
# CHECK: 0 <1>
# CHECK: 0
# CHECK: 0
commandline -L 2
echo $status
commandline -L 0
echo $status
commandline --column 2
echo $status
commandline -L x
echo $status
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 0
# CHECKERR: commandline: there is no line 2
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline_fish4.fish (line 20):{{ }}
# CHECKERR: commandline -L 2
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: line/column index starts at 1
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline_fish4.fish (line 22):{{ }}
# CHECKERR: commandline -L 0
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: column 2 exceeds line length
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline_fish4.fish (line 24):{{ }}
# CHECKERR: commandline --column 2
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: x: invalid integer
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline_fish4.fish (line 26):{{ }}
# CHECKERR: commandline -L x
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)

# -x: each argument expanded as the shell would, without running command
# substitutions: a word with one, a word that fails to expand and one with
# more than 512 values are printed as written.
set -g HOME /home/fishy
set -g x 1 2 3
set -g many (seq 600)
set -l dir (command mktemp -d)
cd $dir
command touch f1 f2 g1
t -I 'echo $x "$x" {a,b}c ~/d f* nomatch* $nothing "$nothing" a\ b' -x
t -I 'echo (pwd) $(pwd) "$(pwd)" $HOME/(pwd) (' -x
t -I 'echo $many $many[1..3] {1,2}{1,2}{1,2}{1,2}{1,2}{1,2}{1,2}{1,2}{1,2}{1,2}' -x
t -I 'echo "unfinished $x' -x
t -I 'echo $ $x[' -x
t -I 'echo {a,b' -x
cd /
command rm -r $dir
# CHECK: 0 <echo> <1> <2> <3> <1 2 3> <ac> <bc> </home/fishy/d> <f1> <f2> <nomatch*> <> <a b>
# CHECK: 0 <echo> <(pwd)> <$(pwd)> <"$(pwd)"> <$HOME/(pwd)> <(>
# CHECK: 0 <echo> <$many> <1> <2> <3> <{1,2}{1,2}{1,2}{1,2}{1,2}{1,2}{1,2}{1,2}{1,2}{1,2}>
# CHECK: 0 <echo> <unfinished 1 2 3>
# CHECK: 0 <echo> <$> <$x[>
# CHECK: 0 <echo> <{a,b>

# The tokens of the process, of the line up to the cursor: what completions
# ask for. Redirection targets are no arguments. (3.6's -o printed them.)
t -I 'echo a; ls -l $x | cat -' -xc
t -I 'echo a; ls -l $x | cat -' -xp
t -I 'echo a; ls -l $x | cat -' -xpc
t -I 'echo a; ls -l $x | cat $x' -xt
t -I 'echo a 2>&1 b > f c >>g d <h e' -x
t -I 'echo a 2>&1 b > f c >>g d <h e' -o
t -I 'echo a 2>&1 b > f c >>g d <h e' --tokens-raw
# CHECK: 0 <echo> <a> <ls> <-l> <1> <2> <3> <cat>
# CHECK: 0 <cat> <->
# CHECK: 0 <cat>
# CHECK: 0 <1> <2> <3>
# CHECK: 0 <echo> <a> <b> <c> <d> <e>
# CHECK: 0 <echo> <a> <b> <c> <d> <e>
# CHECK: 0 <echo> <a> <b> <c> <d> <e>

# --tokens-raw: as written.
t -I 'echo "a b" c\ d $x' --tokens-raw
t -I 'echo "a b" c\ d $x' --tokens-raw -c
# CHECK: 0 <echo> <"a b"> <c\ d> <$x>
# CHECK: 0 <echo> <"a b"> <c\ d>

# With -t the token is printed whole, -c or not. (3.6 printed nothing.)
t -I 'echo "a b"' -o -c -t
t -I 'echo $x' -x -c -t
# CHECK: 0 <a b>
# CHECK: 0 <1> <2> <3>

# Brace blocks separate jobs. (3.6 had no brace blocks.)
t -I '{ echo a; echo b' -j
t -I 'begin; echo a | { cat' -p
t -I '{ echo a; echo b }' -o
# CHECK: 0 < echo b>
# CHECK: 0 < cat>
# CHECK: 0 <echo> <a> <echo> <b>

# --is-valid: `a & && b` is an error, an open brace block unfinished.
for s in 'echo a & && b' '{' '{ echo'
    commandline -I $s --is-valid
    echo "$status [$s]"
end
# CHECK: 1 [echo a & && b]
# CHECK: 2 [{]
# CHECK: 2 [{ echo]

# No editor: no search field, no suggestion.
commandline --search-field
echo $status
commandline -I x --showing-suggestion
echo $status
# CHECK: 1
# CHECK: 1

# Usage errors, in fish 4's words.
commandline -f nosuch
echo $status
commandline -f
echo $status
commandline -x -o
echo $status
commandline -x foo
echo $status
commandline --search-field -t
echo $status
commandline --insert-smart -t foo
echo $status
commandline --insert-smart --search-field foo
echo $status
commandline --showing-suggestion
echo $status
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 1
# CHECKERR: commandline: Unknown input function 'nosuch'
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline_fish4.fish (line 140):{{ }}
# CHECKERR: commandline -f nosuch
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: --function: option requires an argument
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline_fish4.fish (line 142):{{ }}
# CHECKERR: commandline -f
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: invalid option combination, --tokens options are mutually exclusive
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline_fish4.fish (line 144):{{ }}
# CHECKERR: commandline -x -o
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: invalid option combination, --cut-at-cursor and token options can not be used when setting the commandline
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline_fish4.fish (line 146):{{ }}
# CHECKERR: commandline -x foo
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: invalid option combination
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline_fish4.fish (line 148):{{ }}
# CHECKERR: commandline --search-field -t
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: --insert-smart --current-token: options cannot be used together
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline_fish4.fish (line 150):{{ }}
# CHECKERR: commandline --insert-smart -t foo
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: --insert-smart --search-field: options cannot be used together
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline_fish4.fish (line 152):{{ }}
# CHECKERR: commandline --insert-smart --search-field foo
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: Can not set commandline in non-interactive mode
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline_fish4.fish (line 154):{{ }}
# CHECKERR: commandline --showing-suggestion
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
