# RUN: %minnow %s
# The completion scripts of share/completions: options with descriptions and
# arguments of the common commands, subcommands, and wrapped command lines
# (sudo, env, nice, time, find -exec). What depends on the machine (packages,
# units, processes) is checked for its shape.
source data/complete_lib.fish
stand_ins sudo systemctl ps apt apt-get dpkg find grep
command touch a.txt b.log
command mkdir dir

complete -C 'ls --col'
# CHECK: --color	Colour the output WHEN
# CHECK: --color=	Colour the output WHEN
complete -C 'ls --color='
# CHECK: --color=always	Always
# CHECK: --color=auto	Only on a terminal
# CHECK: --color=never	Never
complete -C 'ls --sort=t'
# CHECK: --sort=time	Newest first
complete -C 'cp --preserve=mode,t'
# CHECK: --preserve=mode,timestamps	Keep these attributes
complete -C 'cp --backup=n'
# CHECK: --backup=never	Always simple backups
# CHECK: --backup=nil	Numbered if some exist, else simple
# CHECK: --backup=none	Never back up
# CHECK: --backup=numbered	Numbered backups
complete -C 'mv -t '
# CHECK: bin/	Directory
# CHECK: dir/	Directory
complete -C 'rm --interactive='
# CHECK: --interactive=always	Ask every time, like -i
# CHECK: --interactive=never	Never ask
# CHECK: --interactive=once	Ask once, like -I
complete -C 'mkdir -m 75'
# CHECK: 750	rwxr-x---
# CHECK: 755	rwxr-xr-x
complete -C 'cat --show-a'
# CHECK: --show-all	Same as -vET
complete -C 'grep --binary-files='
# CHECK: --binary-files=binary	Say whether it matches
# CHECK: --binary-files=text	Search as text
# CHECK: --binary-files=without-match	Skip binary files
complete -C 'grep --exclude-d'
# CHECK: --exclude-dir	Skip directories matching GLOB

# find: the expression words and their arguments
complete -C 'find . -na'
# CHECK: -name	Name matches PATTERN
complete -C 'find . -type '
# CHECK: b	Block device
# CHECK: c	Character device
# CHECK: D	Door on Solaris
# CHECK: d	Directory
# CHECK: f	Regular file
# CHECK: l	Symbolic link
# CHECK: p	Named pipe
# CHECK: s	Socket
complete -C 'find . -type f,'
# CHECK: f,b	Block device
# CHECK: f,c	Character device
# CHECK: f,D	Door on Solaris
# CHECK: f,d	Directory
# CHECK: f,f	Regular file
# CHECK: f,l	Symbolic link
# CHECK: f,p	Named pipe
# CHECK: f,s	Socket
complete -C 'find . -user roo'
# CHECK: root	root
complete -C 'find . -newermt'
# CHECK: -newermt	Compared with a date (man find)
complete -C 'find . -exec ls --col'
# CHECK: --color	Colour the output WHEN
# CHECK: --color=	Colour the output WHEN
complete -C 'find . -exec ls {} \\; -nam'
# CHECK: -name	Name matches PATTERN

# Wrappers: the wrapped command line is completed as one of its own.
complete -C 'sudo -u roo'
# CHECK: root	root
complete -C 'sudo -u root ls --col'
# CHECK: --color	Colour the output WHEN
# CHECK: --color=	Colour the output WHEN
complete -C 'sudo -iu root ls --col'
# CHECK: --color	Colour the output WHEN
# CHECK: --color=	Colour the output WHEN
complete -C 'sudo --preserve-e'
# CHECK: --preserve-env	Keep the environment (or these variables)
# sudo's options end where the command starts
complete -C 'sudo ls --preserve-e'
complete -C 'sudo -e a.' | string replace -r -- '\t.*' ''
# CHECK: a.txt
complete -C 'env FOO=1 ls --col'
# CHECK: --color	Colour the output WHEN
# CHECK: --color=	Colour the output WHEN
set -gx MINNOW_TEST_VAR value
complete -C 'env MINNOW_TEST_V'
# CHECK: MINNOW_TEST_VAR=	value
complete -C 'env -u MINNOW_TEST_V'
# CHECK: MINNOW_TEST_VAR	value
complete -C 'env -i -C '
# CHECK: bin/	Directory
# CHECK: dir/	Directory
complete -C 'nice -n 5 ls --col'
# CHECK: --color	Colour the output WHEN
# CHECK: --color=	Colour the output WHEN
complete -C 'nice --adjustment=1'
# CHECK: --adjustment=10	Default
# CHECK: --adjustment=19	Lowest priority
complete -C 'time ls --col'
# CHECK: --color	Colour the output WHEN
# CHECK: --color=	Colour the output WHEN
complete -C 'type --fo'
# CHECK: --force-path	Print the path of the executable on $PATH
# help: its topics (fish 3.6 lacks the `path basename -E` that lists them)
complete -C 'help commandl'
# CHECK: commandline	Help topic
complete -C 'which -'
# CHECK: -a	Print every match on $PATH, not only the first

# apt, apt-get, dpkg: subcommands; dpkg is installed wherever they are
complete -C 'apt ins'
# CHECK: install	Install packages
complete -C 'apt-get dist'
# CHECK: dist-upgrade	Upgrade, removing packages if needed
complete -C 'apt list --up'
# CHECK: --upgradable	Only upgradable packages
# CHECK: --upgradeable	Only upgradable packages
complete -C 'apt-get --no-install-r'
# CHECK: --no-install-recommends	Do not install recommended packages
complete -C 'dpkg --force-confn'
# CHECK: --force-confnew	Go on despite this problem
if command -sq dpkg-query
    complete -C 'apt remove dpk' | string match -qr -- '^dpkg\t.'
    and echo dpkg with its summary
    complete -C 'dpkg -L dpk' | string match -qr -- '^dpkg\t.'
    and echo dpkg with its summary
else
    echo dpkg with its summary
    echo dpkg with its summary
end
# CHECK: dpkg with its summary
# CHECK: dpkg with its summary

# systemctl: subcommands; units (the machine's) as NAME<TAB>DESCRIPTION
complete -C 'systemctl is-'
# CHECK: is-active	Check whether units are active
# CHECK: is-enabled	Check whether unit files are enabled
# CHECK: is-failed	Check whether units are failed
# CHECK: is-system-running	Check whether the system is fully running
complete -C 'systemctl --no-pa'
# CHECK: --no-pager	Do not use a pager
complete -C 'systemctl status ' | string match -rv -- '^[^\t ]+\.[a-z]+\t.'
complete -C 'systemctl set-default ' | string match -rv -- '^[^\t ]+\.target\t.'
complete -C 'systemctl daemon-reload '

# ps: the format keys (from ps L)
if command -sq ps; and command ps L >/dev/null 2>&1
    complete -C 'ps -o pid,%cp'
else
    echo pid,%cpu\t%CPU
end
# CHECK: pid,%cpu	%CPU

finish
