# RUN: %minnow %s
# builtin history on a history file written here: search kinds, case, times,
# limits, order, NUL ends, the errors of each subcommand, delete and save.
# The file lives in $XDG_DATA_HOME/minnow (fish: .../fish), named from
# $fish_history; its times are old, so this session sees every entry.
set -q XDG_DATA_HOME[1]; or set -gx XDG_DATA_HOME $HOME/.local/share
set -l dir $XDG_DATA_HOME/minnow
string match -q '*/fish' -- (status fish-path); and set dir $XDG_DATA_HOME/fish
mkdir -p $dir
set -g fish_history check
printf '%s\n' '- cmd: echo one' '  when: 1700000000' '- cmd: Echo TWO' '  when: 1700000100' \
    '- cmd: echo a\\\\b' '  when: 1700000200' '- cmd: echo multi\\nline' '  when: 1700000300' \
    '  paths:' '    - /tmp' '- cmd: echo one' '  when: 1700000400' '- cmd: ls *.c' '  when: 1700000500' \
    '- cmd: echo e?o' '  when: 1700000600' >$dir/check_history

builtin history search
# CHECK: echo e?o
# CHECK: ls *.c
# CHECK: echo one
# CHECK: echo multi
# CHECK: line
# CHECK: echo a\b
# CHECK: Echo TWO
echo ---
# CHECK: ---
builtin history
# CHECK: echo e?o
# CHECK: ls *.c
# CHECK: echo one
# CHECK: echo multi
# CHECK: line
# CHECK: echo a\b
# CHECK: Echo TWO
builtin history -R
# CHECK: Echo TWO
# CHECK: echo a\b
# CHECK: echo multi
# CHECK: line
# CHECK: echo one
# CHECK: ls *.c
# CHECK: echo e?o

# case: ignored unless -C; patterns; prefix; exact
builtin history search ECHO -n 2
# CHECK: echo e?o
# CHECK: echo one
builtin history search -C Echo
# CHECK: Echo TWO
builtin history search --case-sensitive echo -n1
# CHECK: echo e?o
builtin history search 'e*o t'
# CHECK: Echo TWO
builtin history search '\*'
# CHECK: ls *.c
builtin history search 'e?o'
# CHECK: echo e?o
builtin history search --prefix ls
# CHECK: ls *.c
builtin history search -p 's'
builtin history search -e 'ECHO ONE'
# CHECK: echo one
builtin history search --exact -C 'ECHO ONE'
builtin history --contains multi
# CHECK: echo multi
# CHECK: line
# the last of -p/-c/-e wins
builtin history search -p -c -e 'echo one'
# CHECK: echo one
# each term searched in turn, --max counted over all of them
builtin history search one TWO
# CHECK: echo one
# CHECK: Echo TWO
builtin history search echo ls -n 6
# CHECK: echo e?o
# CHECK: echo one
# CHECK: echo multi
# CHECK: line
# CHECK: echo a\b
# CHECK: Echo TWO
# CHECK: ls *.c
builtin history search -2
# CHECK: echo e?o
# CHECK: ls *.c
builtin history search --max=0; echo $status
# CHECK: 0
builtin history search -n -1 TWO
# CHECK: Echo TWO
builtin history search -n 1 -R
# CHECK: echo e?o
# options after the words too
builtin history search echo -C -n1
# CHECK: echo e?o
builtin history search -- -n1; echo $status
# CHECK: 0

# times: fish's default format, another one, -t with one attached
builtin history search -t -n2
# CHECK: # Tue Nov 14 22:23:20 2023
# CHECK: echo e?o
# CHECK: # Tue Nov 14 22:21:40 2023
# CHECK: ls *.c
builtin history search --show-time='%s ' -n2
# CHECK: 1700000600 echo e?o
# CHECK: 1700000500 ls *.c
builtin history search -t%Y: -n1
# CHECK: 2023:echo e?o

# NUL-terminated
builtin history search -z multi | od -c | string replace -ra ' +' ' '
# CHECK: 0000000 e c h o m u l t i \n l i n e \0
# CHECK: 0000020
builtin history search -z multi | while read -lz item
    echo "[$item]"
end
# CHECK: [echo multi
# CHECK: line]

# subcommands spelled as options; a search for a subcommand's name
builtin history --search one
# CHECK: echo one
builtin history search delete; echo $status
# CHECK: 0

# errors
builtin history search '' 2>&1; echo " status $status"
# CHECK: Searching for the empty string isn't allowed status 1
builtin history search -n x; echo $status
# CHECKERR: history: x: invalid integer
# CHECK: 2
builtin history --delete --search; echo $status
# CHECKERR: history: delete search: options cannot be used together
# CHECK: 1
builtin history delete --search; echo $status
# CHECKERR: history: search delete: options cannot be used together
# CHECK: 2
# fish 4 names the subcommand with the command in these
builtin history save search; echo $status
# CHECKERR: history save: expected 0 arguments; got 1
# CHECK: 2
builtin history merge -p; echo $status
# CHECKERR: history merge: subcommand takes no options
# CHECK: 2
builtin history --show-time=x clear; echo $status
# CHECKERR: history clear: subcommand takes no options
# CHECK: 2
builtin history clear-session -z; echo $status
# CHECKERR: history clear-session: subcommand takes no options
# CHECK: 2
builtin history delete -p x; echo $status
# CHECKERR: builtin history delete only supports --exact
# CHECK: 2
builtin history delete x; echo $status
# CHECKERR: builtin history delete --exact requires --case-sensitive
# CHECK: 2
builtin history -x; echo $status
# CHECKERR: history: -x: unknown option
# CHECKERR: {{^$}}
# CHECKERR: builtin_history.fish (line {{\d+}}):{{ }}
# CHECKERR: builtin history -x; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help history' for related documentation)
# CHECK: 2
builtin history search --max; echo $status
# CHECKERR: history: --max: option requires an argument
# CHECKERR: {{^$}}
# CHECKERR: builtin_history.fish (line {{\d+}}):{{ }}
# CHECKERR: builtin history search --max; echo $status
# CHECKERR: ^
# CHECKERR: {{^$}}
# CHECKERR: (Type 'help history' for related documentation)
# CHECK: 2

# delete: exact and case-sensitive only; then saved for good
builtin history delete -C -e 'echo one' 'ls *.c'; echo $status
# CHECK: 0
builtin history save
builtin history search
# CHECK: echo e?o
# CHECK: echo multi
# CHECK: line
# CHECK: echo a\b
# CHECK: Echo TWO
string match -q '*echo one*' <$dir/check_history; or echo gone from the file
# CHECK: gone from the file
string match -- '- cmd: *' <$dir/check_history | count
# CHECK: 4

# $history: newest first, each command once, read-only
count $history
# CHECK: 4
echo $history[1]
# CHECK: echo e?o
set history x
# CHECKERR: set: Tried to change the read-only variable 'history'
# CHECKERR: hint: the shell sets $history and nobody else may, as with $status, $PWD, $SHLVL, $fish_pid, $hostname, $version...: use another name; see `help special-variables`
# STDERR-TTY: our hints are for a person at a terminal

# --color (fish 4.3): the commands coloured as code when asked; the history
# function passes it on
set -g fish_color_command green
set -g fish_color_param cyan
builtin history search --color=always --max 1 | string escape
# CHECK: \e\[32mecho\e\[39m\ \e\[36me?o\e\[39m
history search --color=never --max 1
# CHECK: echo e?o
history search --color=always --max 1 | string escape
# CHECK: \e\[32mecho\e\[39m\ \e\[36me?o\e\[39m
builtin history search --color=maybe
# CHECKERR: history: Invalid value for '--color' option: 'maybe'. Expected 'always', 'never', or 'auto'
