# RUN: %minnow %s
# fish 4.3's --color=WHEN on the builtins that print code: abbr (--show) and
# complete (the listing of rules) colour it as the command line does when
# asked (or, by default, on a terminal; a pipe, as here, gets none). Quoted
# text takes $fish_color_quote, unset here: none, as in fish.
set -g fish_color_command green
set -g fish_color_param cyan
abbr -a gco git checkout
abbr --show --color=always | string escape
# CHECK: \e\[32mabbr\e\[39m\ \e\[36m-a\e\[39m\ \e\[36m--\e\[39m\ \e\[36mgco\e\[39m\ \'git\ checkout\'
abbr --show --color=never
# CHECK: abbr -a -- gco 'git checkout'
abbr --show
# CHECK: abbr -a -- gco 'git checkout'
abbr --color=sometimes
echo $status
# CHECKERR: abbr: Invalid value for '--color' option: 'sometimes'. Expected 'always', 'never', or 'auto'
# CHECK: 2

complete -c tool -s x -d 'an x'
complete --color=always -c tool | string escape
# CHECK: \e\[32mcomplete\e\[39m\ \e\[36mtool\e\[39m\ \e\[36m-s\e\[39m\ \e\[36mx\e\[39m\ \e\[36m-d\e\[39m\ \'an\ x\'
complete --color=never -c tool
# CHECK: complete tool -s x -d 'an x'
complete --color=often -c tool
echo $status
# CHECKERR: complete: Invalid value for '--color' option: 'often'. Expected 'always', 'never', or 'auto'
# CHECK: 2
