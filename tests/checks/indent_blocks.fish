# RUN: %minnow_indent < data/indent/blocks.in; %minnow_indent < data/indent/blocks.in | %minnow_indent --check; echo "recheck $?"
# Block bodies are indented four spaces; one job per line.
# Input: data/indent/blocks.in. Expected output compared with Debian's fish_indent 3.6;
# where it differs, the lines below follow fish 4 (see the notes).
# Note: `else echo b` puts echo b in the else body (fish 3.6 misindented it).

# CHECK: function greet -a name
# CHECK:     echo hello $name
# CHECK: end
# CHECK: if test -n "$x"
# CHECK:     echo yes
# CHECK: else if test -z "$y"
# CHECK:     echo maybe
# CHECK: else
# CHECK:     echo no
# CHECK: end
# CHECK: while read -l line
# CHECK:     echo $line
# CHECK: end
# CHECK: for i in 1 2 3
# CHECK:     for j in a b
# CHECK:         echo $i$j
# CHECK:     end
# CHECK: end
# CHECK: begin
# CHECK:     echo inline
# CHECK: end
# CHECK: begin
# CHECK:     begin
# CHECK:         echo deep
# CHECK:     end
# CHECK: end
# CHECK: if true
# CHECK:     echo a
# CHECK: else
# CHECK:     echo b
# CHECK: end
# CHECK: switch $argv[1]
# CHECK:     case start run
# CHECK:         echo starting
# CHECK:     case '*'
# CHECK:         echo unknown
# CHECK: end
# CHECK: function outer
# CHECK:     function inner
# CHECK:         echo nested
# CHECK:     end
# CHECK: end
# CHECK: echo one
# CHECK: echo two
# CHECK: echo three
# CHECK: echo lots of spaces
# CHECK: if not true
# CHECK:     echo x
# CHECK: end
# CHECK: begin
# CHECK: end
# CHECK: recheck 0
