# RUN: %minnow %s
# functions --color: a definition coloured as the line editor shows code, with
# the escapes fish writes (one where the look changes, the terminal's default
# back before the last newline, the default look between arguments); never,
# or auto into a pipe, leaves it plain.
set -g fish_color_normal normal
set -g fish_color_command --reset
set -g fish_color_keyword
set -g fish_color_param cyan
set -g fish_color_end green
set -g fish_color_comment red
set -g fish_color_quote yellow
function colored
    echo hello 'world'
end
string escape (functions --no-details --color=always colored)
# CHECK: function\ \e\[36mcolored\e\[32m
# CHECK: \e\[39m\ \ \ \ echo\ \e\[36mhello\e\[39m\ \e\[33m\'world\'\e\[32m
# CHECK: \e\[39mend\e\[32m\e\[39m
functions --color=always colored | string escape
# CHECK: \e\[31m#\ Defined\ in\ builtin_functions_color.fish\ @\ line\ 13\e\[32m
# CHECK: \e\[39mfunction\ \e\[36mcolored\e\[32m
# CHECK: \e\[39m\ \ \ \ echo\ \e\[36mhello\e\[39m\ \e\[33m\'world\'\e\[32m
# CHECK: \e\[39mend\e\[32m\e\[39m
# A keyword in its own colour, bold: a full reset after it.
set -g fish_color_keyword blue --bold
string escape (functions --no-details --color=always colored)[1]
# CHECK: \e\[34\;1mfunction\e\[m\ \e\[36mcolored\e\[32m

# The last --color wins; auto means a terminal, and a pipe is none.
functions --no-details --color=always --color=never colored
functions --no-details colored | cat
functions --no-details --color=auto colored | cat
# CHECK: function colored
# CHECK:     echo hello 'world'
# CHECK: end
# CHECK: function colored
# CHECK:     echo hello 'world'
# CHECK: end
# CHECK: function colored
# CHECK:     echo hello 'world'
# CHECK: end
functions --color=sometimes colored; echo $status
# CHECKERR: functions: Invalid value for '--color' option: 'sometimes'. Expected 'always', 'never', or 'auto'
# CHECK: 2

# The shipped vared starts on line 7, where fish's does.
functions -v -D vared
# CHECK: {{.*}}/functions/vared.fish
# CHECK: autoloaded
# CHECK: 7
# CHECK: scope-shadowing
# CHECK: Edit variable value
