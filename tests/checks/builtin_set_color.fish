# RUN: %minnow %s
# set_color: colour names, RGB, the options, errors. The bytes are shown with
# `string escape` (\e is ESC). The test environment has TERM=xterm-256color.
# Where fish 4 differs from fish 3.6 (which reads terminfo), fish 4 is
# followed: `normal` is \e[m (3.6: \e(B\e[m), bright colours are always
# \e[9Xm, colours come before the styles, all in one sequence (fish 4.x
# after 4.0: "\e[31;1m", where 4.0 wrote "\e[31m\e[1m"), and 24-bit colour
# is on unless $fish_term24bit or $COLORTERM says otherwise.
function sc
    set_color $argv | string escape
    echo " $pipestatus[1]"
end

# The 16 names, background too.
for c in black red green yellow blue magenta cyan white
    sc $c
    sc br$c
end
# CHECK: \e\[30m 0
# CHECK: \e\[90m 0
# CHECK: \e\[31m 0
# CHECK: \e\[91m 0
# CHECK: \e\[32m 0
# CHECK: \e\[92m 0
# CHECK: \e\[33m 0
# CHECK: \e\[93m 0
# CHECK: \e\[34m 0
# CHECK: \e\[94m 0
# CHECK: \e\[35m 0
# CHECK: \e\[95m 0
# CHECK: \e\[36m 0
# CHECK: \e\[96m 0
# CHECK: \e\[37m 0
# CHECK: \e\[97m 0
sc -b red
sc --background=brwhite
sc -b blue green
sc Red
sc BRBLUE
# CHECK: \e\[41m 0
# CHECK: \e\[107m 0
# CHECK: \e\[32\;44m 0
# CHECK: \e\[31m 0
# CHECK: \e\[94m 0
# fish's hidden aliases
sc purple
sc grey
sc brown
# CHECK: \e\[35m 0
# CHECK: \e\[37m 0
# CHECK: \e\[33m 0

# normal and reset
sc normal
sc reset
sc NORMAL
sc normal -b red
sc -b normal
sc normal -b normal
# CHECK: \e\[m 0
# CHECK: \e\[m 0
# CHECK: \e\[m 0
# CHECK: \e\[\;41m 0
# CHECK: \e\[49m 0
# CHECK: \e\[m 0
# "reset" counts only as the first colour word, and then alone
sc reset --bold -b red
sc red reset
# CHECK: \e\[m 0
# CHECK: \e\[31m 0

# Styles, alone and together (fish 4: colour first).
sc -o
sc --bold
sc -d
sc --dim
sc -i
sc --italics
sc -r
sc --reverse
sc -u
sc --underline
sc -s
sc --strikethrough
sc red -o -i -d -r -u
sc -o -i -r -u red
# CHECK: \e\[1m 0
# CHECK: \e\[1m 0
# CHECK: \e\[2m 0
# CHECK: \e\[2m 0
# CHECK: \e\[3m 0
# CHECK: \e\[3m 0
# CHECK: \e\[7m 0
# CHECK: \e\[7m 0
# CHECK: \e\[4m 0
# CHECK: \e\[4m 0
# CHECK: \e\[9m 0
# CHECK: \e\[9m 0
# CHECK: \e\[31\;1\;4\;2\;3\;7m 0
# CHECK: \e\[31\;1\;4\;3\;7m 0
# -i, -r and -s take an on/off attached to them, as -u takes its style.
sc -ioff -ron -s
sc -oiru
# CHECK: \e\[23\;7\;9m 0
# CHECKERR: set_color: --italics: invalid option argument: ru
# CHECK:  2

# Underline styles and colour (fish 4).
sc -ucurly
sc --underline=single
sc --underline=double
sc --underline=curly
sc --underline=dotted
sc --underline=dashed
sc --underline=off
sc --underline-color red -u
sc --underline-color=normal
sc --underline-color 5f87af
# CHECK: \e\[4:3m 0
# CHECK: \e\[4m 0
# CHECK: \e\[4:2m 0
# CHECK: \e\[4:3m 0
# CHECK: \e\[4:4m 0
# CHECK: \e\[4:5m 0
# CHECK: \e\[24m 0
# CHECK: \e\[58:5:1\;4m 0
# CHECK: \e\[59m 0
# CHECK: \e\[58:2::95:135:175m 0
sc -uwavy
# CHECKERR: set_color: invalid underline style: wavy
# CHECK:  2
# --italics=off and the like turn one style off
sc --italics=off --reverse=off --strikethrough=off
sc --italics=on
sc --italics=maybe
# CHECK: \e\[23\;27\;29m 0
# CHECK: \e\[3m 0
# CHECKERR: set_color: --italics: invalid option argument: maybe
# CHECK:  2

# --reset first, -f for the foreground alone, --theme ignored
sc --reset green -o
sc -f normal
sc -f red -b blue
sc --theme=default blue
sc --theme=default
# CHECK: \e\[\;32\;1m 0
# CHECK: \e\[39m 0
# CHECK: \e\[31\;44m 0
# CHECK: \e\[34m 0
# CHECK:  0
sc -f red blue
# CHECKERR: set_color: --foreground: option cannot be used with a non-option argument
# CHECK:  2
sc -f red -c
# CHECKERR: set_color: --foreground --print-colors: options cannot be used together
# CHECK:  2
# A sequence holds 16 numbers at most (an RGB colour counts 5).
sc --reset f00 -b 00f --underline-color=0f0 -o -d -i -r -s -ucurly
# CHECK: \e\[\;38\;2\;255\;0\;0\;48\;2\;0\;0\;255\;58:2::0:255:0\;1\;4:3\;2\;3m\e\[7\;9m 0

# RGB: 3 or 6 digits, with or without #, any case; 24-bit by default.
sc ff0000
sc '#F00'
sc 5f87AF
sc -b 123
# CHECK: \e\[38\;2\;255\;0\;0m 0
# CHECK: \e\[38\;2\;255\;0\;0m 0
# CHECK: \e\[38\;2\;95\;135\;175m 0
# CHECK: \e\[48\;2\;17\;34\;51m 0
# Several colours: the first RGB one, or the first named one without the
# 256-colour palette (fish 3.6 with its terminfo took the first RGB one too).
sc blue 00ff00
sc 00ff00 blue
sc normal red
sc red normal
sc -b red -b blue
# CHECK: \e\[38\;2\;0\;255\;0m 0
# CHECK: \e\[38\;2\;0\;255\;0m 0
# CHECK: \e\[31m 0
# CHECK: \e\[31m 0
# CHECK: \e\[41m 0

# No 24-bit colour: the nearest of the 256 (as fish 3.6 gives).
begin
    set -g fish_term24bit 0
    sc ff0000
    sc 123456
    sc -b 123456
    sc 3a3a3a
    sc blue 00ff00
end
# CHECK: \e\[38\;5\;196m 0
# CHECK: \e\[38\;5\;23m 0
# CHECK: \e\[48\;5\;23m 0
# CHECK: \e\[38\;5\;237m 0
# CHECK: \e\[38\;5\;46m 0
# Nor the 256: the nearest of the 16, and a named colour is preferred.
begin
    set -g fish_term256 0
    sc ff0000
    sc 800000
    sc 777
    sc -b 0a0
    sc 00ff00 blue
    set -e fish_term24bit fish_term256
end
# CHECK: \e\[91m 0
# CHECK: \e\[31m 0
# CHECK: \e\[90m 0
# CHECK: \e\[42m 0
# CHECK: \e\[34m 0
# $COLORTERM decides when $fish_term24bit is unset; xterm-16color has neither.
set -l shell (status fish-path)
COLORTERM=256 $shell -c 'set_color ff0000' | string escape; echo
COLORTERM=truecolor $shell -c 'set_color ff0000' | string escape; echo
TERM=xterm-16color $shell -c 'set_color ff0000' | string escape; echo
TERM=dumb $shell -c 'set_color red; set_color normal; echo $status'
# CHECK: \e\[38\;5\;196m
# CHECK: \e\[38\;2\;255\;0\;0m
# CHECK: \e\[91m
# CHECK: 0

# Errors. No argument: quietly 1; a missing -b value: quietly 2.
sc
sc -b
sc --background
# CHECK:  1
# CHECK:  2
# CHECK:  2
sc foo
sc -b foo
sc ''
sc 12345
sc '##f00'
# CHECKERR: set_color: Unknown color 'foo'
# CHECK:  2
# CHECKERR: set_color: Unknown color 'foo'
# CHECK:  2
# CHECKERR: set_color: Unknown color ''
# CHECK:  2
# CHECKERR: set_color: Unknown color '12345'
# CHECK:  2
# CHECKERR: set_color: Unknown color '##f00'
# CHECK:  2
set_color -x
echo $status
# CHECKERR: set_color: -x: unknown option
# CHECKERR:
# CHECKERR: builtin_set_color.fish (line {{\d+}}):{{ }}
# CHECKERR: set_color -x
# CHECKERR: ^
# CHECKERR:
# CHECKERR: (Type 'help set_color' for related documentation)
# CHECK: 2

# --print-colors: names only when not writing to a terminal (fish 4; fish
# 3.6 wrote a reset after each name when given -b).
set_color -c
set_color -c red foo
set_color --print-colors -b blue brred
# CHECK: black
# CHECK: blue
# CHECK: brblack
# CHECK: brblue
# CHECK: brcyan
# CHECK: brgreen
# CHECK: brmagenta
# CHECK: brred
# CHECK: brwhite
# CHECK: bryellow
# CHECK: cyan
# CHECK: green
# CHECK: magenta
# CHECK: red
# CHECK: white
# CHECK: yellow
# CHECK: normal
# CHECK: red
# CHECK: foo
# CHECK: brred

# In a command substitution the sequence sticks to the text.
echo (set_color red)warning(set_color normal) | string escape
# CHECK: \e\[31mwarning\e\[m
set_color -h | string match -q '*set_color - set the terminal color*'; and echo help
# CHECK: help
