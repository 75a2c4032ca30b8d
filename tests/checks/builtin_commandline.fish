# RUN: %minnow %s
# commandline without a line editor: -I TEXT stands for the command line,
# with the cursor at its end. What fish 3.6 and fish 4 agree on; fish 4's
# additions are in builtin_commandline_fish4.fish, the editor's side in
# tests/unit/test_commandline.c.

# Shows the status and each line printed, in <>.
function t
    set -l lines (commandline $argv)
    echo "$status" "<"$lines">"
end

# Questions about the editor's state: no editor, so no. (Before anything
# sets a line: fish keeps what was set, even without an editor.)
for opt in -S -P --paging-full-mode -B -E
    commandline $opt
    echo "$status $opt"
end
# CHECK: 1 -S
# CHECK: 1 -P
# CHECK: 1 --paging-full-mode
# CHECK: 1 -B
# CHECK: 1 -E
t -s
t -L
t -I 'a
b' -L
t -f repaint beginning-of-line
# CHECK: 0
# CHECK: 0 <1>
# CHECK: 0 <1>
# CHECK: 0

# The whole line, the job, the process and the token at the cursor.
t -I 'echo a b; ls | grep x'
t -I 'echo a b; ls | grep x' -j
t -I 'echo a b; ls | grep x' -p
t -I 'echo a b; ls | grep x' -t
t -I 'echo a b; ls | grep x' -b
# CHECK: 0 <echo a b; ls | grep x>
# CHECK: 0 < ls | grep x>
# CHECK: 0 < grep x>
# CHECK: 0 <x>
# CHECK: 0 <echo a b; ls | grep x>

# Jobs end at && || & and newlines too; `and` is a command like any other.
t -I 'echo a && echo b' -j
t -I 'echo a || echo b' -p
t -I 'echo a; and echo b' -j
t -I 'sleep 1 & echo b' -j
t -I 'echo a
echo b' -j
# CHECK: 0 < echo b>
# CHECK: 0 < echo b>
# CHECK: 0 < and echo b>
# CHECK: 0 < echo b>
# CHECK: 0 <echo b>

# After a separator, or a blank, the part or token is empty.
t -I 'echo a &' -j
t -I 'echo a;' -p
t -I 'echo a ' -t
t -I 'echo a | cat #comment' -t
t -I '' -t
# CHECK: 0 <>
# CHECK: 0 <>
# CHECK: 0 <>
# CHECK: 0 <>
# CHECK: 0 <>

# Inside an unfinished command substitution, only its text counts.
t -I 'echo (ls | grep x' -j
t -I 'echo (ls | grep x' -p
t -I 'echo (ls | grep x' -t
t -I 'foo (bar (baz' -j
t -I 'echo (ls | grep x)' -j
t -I 'echo (ls | grep x)' -t
t -I 'echo "$(ls | grep x' -p
t -I 'foo (bar (baz)' -j
t -I 'foo "$(bar "(x" (baz)' -p
# CHECK: 0 <ls | grep x>
# CHECK: 0 < grep x>
# CHECK: 0 <x>
# CHECK: 0 <baz>
# CHECK: 0 <echo (ls | grep x)>
# CHECK: 0 <(ls | grep x)>
# CHECK: 0 < grep x>
# CHECK: 0 <bar (baz)>
# CHECK: 0 <bar "(x" (baz)>

# Unfinished quotes and escapes stay in their token.
t -I 'echo "a b' -t
t -I "echo 'a b" -t
t -I 'echo a\ b' -t
t -I 'echo a\ ' -t
# CHECK: 0 <"a b>
# CHECK: 0 <'a b>
# CHECK: 0 <a\ b>
# CHECK: 0 <a\ >

# -c: up to the cursor (the end, with -I).
t -I 'echo a b' -c
t -I 'echo a; echo b' -jc
# CHECK: 0 <echo a b>
# CHECK: 0 < echo b>

# -o: the tokens, unescaped; -c leaves out the one at the cursor.
t -I 'echo "a b" c\ d $HOME {x,y} \'q\'' -o
t -I 'echo a; ls -l | cat -' -o
t -I 'echo a; ls -l | cat -' -oc
t -I 'echo a; ls -l | cat -' -op
t -I 'echo a; ls -l | cat -' -opc
t -I 'echo a; ls -l | cat ' -opc
t -I 'echo "un finished' -o
t -I 'echo trailing\\' -o
# CHECK: 0 <echo> <a b> <c d> <$HOME> <{x,y}> <q>
# CHECK: 0 <echo> <a> <ls> <-l> <cat> <->
# CHECK: 0 <echo> <a> <ls> <-l> <cat>
# CHECK: 0 <cat> <->
# CHECK: 0 <cat>
# CHECK: 0 <cat>
# CHECK: 0 <echo> <un finished>
# CHECK: 0 <echo> <trailing>

# -C: the cursor, in characters, from the start of the line or the part.
t -I 'echo a; echo bcd' -C
t -I 'echo a; echo bcd' -Cj
t -I 'echo a; echo bcd' -Cp
t -I 'echo a; echo bcd' -Ct
t -I 'échô ü' -C
t -I 'échô ü' -Ct
# CHECK: 0 <16>
# CHECK: 0 <9>
# CHECK: 0 <9>
# CHECK: 0 <3>
# CHECK: 0 <6>
# CHECK: 0 <1>

# Setting the line or the cursor works (there is just no editor to see it).
t -I 'echo a' -C 2
t -I 'echo a' -C -- -2
t -I 'echo a' -r x
t -I 'echo a' -i x
t -I 'echo a' -t x
t -I 'echo a' x y z
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0
# CHECK: 0


# Nothing to insert or append: status 1, no message.
t -I 'echo a' -a
t -I 'echo a' -i
# CHECK: 1
# CHECK: 1

# --is-valid: 0 complete, 2 unfinished, 1 an error (or nothing at all).
for s in 'echo ok' ' ' 'echo a; echo b' 'if true; echo a; end' 'echo a >' 'echo a; and' time \
        'a=b' 'echo a 2>&'
    commandline -I $s --is-valid
    echo "$status [$s]"
end
# CHECK: 0 [echo ok]
# CHECK: 0 [ ]
# CHECK: 0 [echo a; echo b]
# CHECK: 0 [if true; echo a; end]
# CHECK: 0 [echo a >]
# CHECK: 0 [echo a; and]
# CHECK: 0 [time]
# CHECK: 0 [a=b]
# CHECK: 0 [echo a 2>&]
for s in 'if true' 'echo (' 'echo "a' "echo 'a" 'echo a |' 'echo a &&' 'echo a ||' 'while true; echo (' \
        'begin; break' 'switch a; case b' 'for x' 'echo "$(foo' 'break; if true'
    commandline -I $s --is-valid
    echo "$status [$s]"
end
# CHECK: 2 [if true]
# CHECK: 2 [echo (]
# CHECK: 2 [echo "a]
# CHECK: 2 [echo 'a]
# CHECK: 2 [echo a |]
# CHECK: 2 [echo a &&]
# CHECK: 2 [echo a ||]
# CHECK: 2 [while true; echo (]
# CHECK: 2 [begin; break]
# CHECK: 2 [switch a; case b]
# CHECK: 2 [for x]
# CHECK: 2 [echo "$(foo]
# CHECK: 2 [break; if true]
for s in '' 'echo )' 'echo $' 'end' break 'if true; echo )' 'echo {a' 'echo a[' 'echo $a[' 'echo a\\' \
        'echo a | and b' 'a=b; echo x' 'echo a >; echo b' else
    commandline -I $s --is-valid
    echo "$status [$s]"
end
# CHECK: 1 []
# CHECK: 1 [echo )]
# CHECK: 1 [echo $]
# CHECK: 1 [end]
# CHECK: 1 [break]
# CHECK: 1 [if true; echo )]
# CHECK: 1 [echo {a]
# CHECK: 1 [echo a[]
# CHECK: 1 [echo $a[]
# CHECK: 1 [echo a\]
# CHECK: 1 [echo a | and b]
# CHECK: 1 [a=b; echo x]
# CHECK: 1 [echo a >; echo b]
# CHECK: 1 [else]

# Without -I there is no command line to read or set.
commandline
echo $status
commandline foo
echo $status
commandline -C
echo $status
commandline -t
echo $status
commandline --is-valid
echo $status
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECK: 1
# CHECKERR: commandline: Can not set commandline in non-interactive mode
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline.fish (line 214):{{ }}
# CHECKERR: commandline
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: Can not set commandline in non-interactive mode
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline.fish (line 216):{{ }}
# CHECKERR: commandline foo
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: Can not set commandline in non-interactive mode
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline.fish (line 218):{{ }}
# CHECKERR: commandline -C
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: Can not set commandline in non-interactive mode
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline.fish (line 220):{{ }}
# CHECKERR: commandline -t
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: Can not set commandline in non-interactive mode
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline.fish (line 222):{{ }}
# CHECKERR: commandline --is-valid
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)

# Usage errors: status 2.
commandline -f -r foo
echo $status
commandline -B 3
echo $status
commandline -C 1 2
echo $status
commandline -t -L
echo $status
commandline -I x -o -C
echo $status
commandline -I x -C abc
echo $status
commandline --nosuch
echo $status
commandline -I
echo $status
commandline foo -B # options may follow operands
echo $status
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 0
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECKERR: commandline: invalid option combination
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline.fish (line 266):{{ }}
# CHECKERR: commandline -f -r foo
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: too many arguments
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline.fish (line 268):{{ }}
# CHECKERR: commandline -B 3
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: too many arguments
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline.fish (line 270):{{ }}
# CHECKERR: commandline -C 1 2
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: invalid option combination
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline.fish (line 272):{{ }}
# CHECKERR: commandline -t -L
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: invalid option combination
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline.fish (line 274):{{ }}
# CHECKERR: commandline -I x -o -C
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: abc: invalid integer
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline.fish (line 276):{{ }}
# CHECKERR: commandline -I x -C abc
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: --nosuch: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline.fish (line 278):{{ }}
# CHECKERR: commandline --nosuch
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: -I: option requires an argument
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline.fish (line 280):{{ }}
# CHECKERR: commandline -I
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)
# CHECKERR: commandline: too many arguments
# CHECKERR: {{^$}}
# CHECKERR: builtin_commandline.fish (line 282):{{ }}
# CHECKERR: commandline foo -B # options may follow operands
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help commandline' for related documentation)

