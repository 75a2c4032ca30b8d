# RUN: %minnow %s
# When a completion file is loaded: only for a command that exists as a
# builtin, a function or a program on $PATH, by its name, even when the line
# names it by a path (the file may run it); never for the empty command.
set -l tmp (command mktemp -d)
builtin cd $tmp
command mkdir completions
printf '%s\n' 'echo loading probe >&2' 'complete -c probe -s q -d Quiet' >completions/probe.fish
set -g fish_complete_path $tmp/completions $fish_complete_path
printf '#!/bin/sh\n' >probe
command chmod +x probe

# ./probe runs, but no `probe` is on $PATH: its file stays unread.
complete -C './probe -'
complete -c probe
echo nothing loaded
# CHECK: nothing loaded
# Once $PATH has it, the same line loads it.
set -lx PATH $tmp $PATH
complete -C './probe -'
# CHECKERR: loading probe
# CHECK: -q	Quiet

# "" is no command: the completions of `.` (basename's answer for "") stay unread.
complete -C '"" x' >/dev/null
complete | string match -e source
echo none for .
# CHECK: none for .
complete -C '. -'
# CHECK: -h	Show the manual page
# CHECK: --help	Show the manual page

# tr: options (GNU's here, or POSIX ones) and the character classes.
complete -C 'tr -' | string match -q -- '-d*'; and echo has -d
# CHECK: has -d
complete -C 'tr [:up'
# CHECK: [:upper:]	Upper-case letters
complete -C 'tr a b ' | count
# CHECK: 12

builtin cd /
command rm -r $tmp
