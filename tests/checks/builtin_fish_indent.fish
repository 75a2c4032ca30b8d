# RUN: %minnow %s
# fish_indent, a builtin as in fish 4 (it runs minnow_indent), with fish 4's
# options and messages.
echo 'if true;echo x;end' | fish_indent
# CHECK: if true
# CHECK:     echo x
# CHECK: end
type -t fish_indent
# CHECK: builtin
fish_indent --no-such-option; echo $status
# CHECKERR: fish_indent: --no-such-option: unknown option
# CHECK: 1
fish_indent --check=foo
# CHECKERR: fish_indent: --check=foo: option does not take an argument
fish_indent -w
# CHECKERR: Expected file path to read/write for -w:
# CHECKERR:
# CHECKERR:  $ minnow -w foo.fish
fish_indent <&-
# CHECKERR: fish_indent: stdin is closed
fish_indent no-such-file
# CHECKERR: Opening "no-such-file" failed: No such file or directory (os error 2)
# its output is the builtin's: captured, piped
set -l out (printf '%s\n' a b c | builtin fish_indent)
count $out
# CHECK: 3

# -i: no indentation
printf 'if true\nelse if false\n    echo alpha\nend\n' | fish_indent -i
# CHECK: if true
# CHECK: else if false
# CHECK: echo alpha
# CHECK: end
# --only-indent, --only-unindent: the indentation alone
echo 'foo|bar; begin
echo' | fish_indent --only-indent
# CHECK: foo|bar; begin
# CHECK: {{^}}    echo
printf 'begin\n    echo\nend\n' | fish_indent --only-unindent
# CHECK: {{^}}begin
# CHECK: {{^}}echo
# CHECK: {{^}}end
printf 'begin\n    echo\n  odd\nend\n' | fish_indent --only-unindent
# CHECK: {{^}}begin
# CHECK: {{^}}    echo
# CHECK: {{^}}  odd
# CHECK: {{^}}end
# --check: the unformatted files on stderr, their count the status
set -l d (mktemp -d)
printf 'echo  a\n' > $d/bad.fish
printf 'echo a\n' > $d/good.fish
fish_indent --check $d/bad.fish $d/good.fish 2>&1 | string replace $d D
# CHECK: D/bad.fish

# --ansi: in the shell's colours, global ones too; a look repeated is not
# written again; the terminal's default before the final newline
set -g fish_color_normal B3B1AD
set -g fish_color_command 39BAE6
set -g fish_color_param B3B1AD
set -g fish_color_end F29668
echo -n 'echo hello' | builtin fish_indent --ansi | string escape
# CHECK: \e\[38\;2\;57\;186\;230mecho\e\[38\;2\;179\;177\;173m\ hello\e\[38\;2\;242\;150\;104m\e\[39m
echo -n 'echo "a&b"' | fish_indent --html; echo
# CHECK: <pre><code><span class="fish_color_command">echo</span><span class="fish_color_normal"> </span><span class="fish_color_quote">&quot;a&amp;b&quot;</span><span class="fish_color_end">
# CHECK: </span></code></pre>
echo 'echo hi' | fish_indent --pygments
# CHECK: 0,4,command
# CHECK: 4,5,normal
# CHECK: 5,7,param
# CHECK: 7,8,end
rm -r $d

# a colour with attributes (a list) reaches the program whole; the default
# look between coloured parts puts the terminal's colour back
set -g fish_color_command red --bold
set -e fish_color_normal fish_color_param fish_color_end
echo -n 'echo hi' | fish_indent --ansi | string escape
# CHECK: \e\[31\;1mecho\e\[m\ hi

# as fish, no look at the disk: a command nobody has is a command (a
# function of this shell is unknown to the program's own process), an
# existing path is not underlined, a redirection target is not checked
set -g fish_color_command blue
set -g fish_color_error red
set -g fish_color_valid_path --underline
set -g fish_color_param cyan
set -g fish_color_redirection green
echo -n 'no-such-command-here / >/no/such/dir/f' | fish_indent --ansi | string escape
# CHECK: \e\[34mno-such-command-here\e\[39m\ \e\[36m/\e\[39m\ \e\[32m\>/no/such/dir/f\e\[39m
set -e fish_color_command fish_color_error fish_color_valid_path fish_color_param fish_color_redirection

# a shell without the program beside it says so
set -l dir (mktemp -d)
cp (status fish-path) $dir/
echo 'echo x' | $dir/minnow -N -c 'fish_indent; echo status $status'
# CHECKERR: fish_indent: cannot find the program minnow_indent beside the shell
# CHECK: status 1
rm -r $dir
