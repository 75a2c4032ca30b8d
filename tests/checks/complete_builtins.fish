# RUN: %minnow %s
# Completions of a sample of builtins and shipped functions (their files in
# share/completions). Expected output written from fish 3.6 running the
# same file.
set -l share (path resolve ../../share)
# (for running this file in fish: our completions, not fish's)
set -g fish_complete_path $share/completions $fish_complete_path
set -g fish_function_path $share/functions $fish_function_path

# Subcommands, then the options of the subcommand given.
complete -C 'string '
# CHECK: collect	Join input into one string
# CHECK: escape	Quote strings for the shell
# CHECK: join	Join strings with a separator
# CHECK: join0	Join strings with NUL
# CHECK: length	Print the length of strings
# CHECK: lower	Make strings lower case
# CHECK: match	Print strings matching a pattern
# CHECK: pad	Pad strings to a width
# CHECK: repeat	Repeat strings
# CHECK: replace	Replace a pattern in strings
# CHECK: shorten	Cut strings to a width
# CHECK: split	Split strings at a separator
# CHECK: split0	Split strings at NUL
# CHECK: sub	Print part of strings
# CHECK: trim	Remove characters at the ends
# CHECK: unescape	Undo string escape
# CHECK: upper	Make strings upper case
complete -C 'string match --'
# CHECK: --all	Every match, not only the first
# CHECK: --entire	Print the whole matching string
# CHECK: --groups-only	Print only the capture groups
# CHECK: --help	Show the manual page
# CHECK: --ignore-case	Letters match either case
# CHECK: --index	Print position and length of matches
# CHECK: --invert	Print the strings that do not match
# CHECK: --max-matches	Stop after this many matching strings
# CHECK: --quiet	Print nothing, only the status
# CHECK: --regex	The pattern is a regex
complete -C 'string escape --style='
# CHECK: --style=regex	For regexes
# CHECK: --style=script	For the shell
# CHECK: --style=url	For URLs
# CHECK: --style=var	For variable names
complete -C 'status is-'
# CHECK: is-block	Test whether a block is running
# CHECK: is-breakpoint	Test whether a breakpoint is active
# CHECK: is-command-substitution	Test whether inside a command substitution
# CHECK: is-full-job-control	Test whether job control is full
# CHECK: is-interactive	Test whether the shell is interactive
# CHECK: is-interactive-job-control	Test whether job control is interactive
# CHECK: is-interactive-read	Test whether read takes input from the user
# CHECK: is-login	Test whether this is a login shell
# CHECK: is-no-job-control	Test whether job control is off
complete -C 'status job-control '
# CHECK: full	Every job
# CHECK: interactive	Jobs of the interactive shell
# CHECK: none	No job control
complete -C 'history '
# CHECK: append	Add commands to the history
# CHECK: clear	Delete the whole history
# CHECK: clear-session	Delete the commands of this session
# CHECK: delete	Delete matching commands
# CHECK: merge	Read the history of other sessions
# CHECK: save	Write the history out
# CHECK: search	Print matching commands (the default)
complete -C 'path filter -'
# CHECK: -d	A directory
# CHECK: -f	A regular file
# CHECK: -h	Show the manual page
# CHECK: -l	A symbolic link
# CHECK: -p	Permission the path must have
# CHECK: -q	Print nothing, only the status
# CHECK: -r	Readable
# CHECK: -t	Type the path must have
# CHECK: -v	Keep the paths that fail
# CHECK: -w	Writable
# CHECK: -x	Executable
# CHECK: -Z	End each path with NUL
# CHECK: -z	Input is NUL-separated
# CHECK: --all	Succeed only when every path passes
# CHECK: --help	Show the manual page
# CHECK: --invert	Keep the paths that fail
# CHECK: --null-in	Input is NUL-separated
# CHECK: --null-out	End each path with NUL
# CHECK: --perm	Permission the path must have
# CHECK: --quiet	Print nothing, only the status
# CHECK: --type	Type the path must have

# Option values.
complete -C 'math --scale-mode '
# CHECK: ceiling	How to round to the scale
# CHECK: floor	How to round to the scale
# CHECK: round	How to round to the scale
# CHECK: truncate	How to round to the scale
complete -C 'functions --handlers-type '
# CHECK: exit	Exit handlers
# CHECK: generic	Generic events
# CHECK: job-id	Job handlers
# CHECK: signal	Signal handlers
# CHECK: variable	Variable handlers
complete -C 'function f --on-signal WI'
# CHECK: WINCH	28: Window size changed
complete -C 'set_color br'
# CHECK: brblack	Colour
# CHECK: brblue	Colour
# CHECK: brcyan	Colour
# CHECK: brgreen	Colour
# CHECK: brmagenta	Colour
# CHECK: brred	Colour
# CHECK: brwhite	Colour
# CHECK: bryellow	Colour
complete -C 'set fish_color_error --b'
# CHECK: --background=	Style
# CHECK: --bold	Style

# Arguments of an option seen before: -f of commandline, -e of abbr.
complete -C 'commandline -f beginning-of-l'
# CHECK: beginning-of-line	Input function
abbr -a minnow_test_abbr echo
complete -C 'abbr -e minnow_test_'
# CHECK: minnow_test_abbr	Abbreviation
complete -C 'abbr --erase minnow_test_'
# CHECK: minnow_test_abbr	Abbreviation

# Variables, functions, builtins.
set -g minnow_test_var one two
complete -C 'set -e minnow_test_'
# CHECK: minnow_test_var	Global Variable: 'one' 'two'
complete -C 'vared minnow_test_'
# CHECK: minnow_test_var	Global Variable: 'one' 'two'
function minnow_test_function
end
complete -C 'functions minnow_test_'
# CHECK: minnow_test_function	Function
complete -C 'builtin string r'
# CHECK: repeat	Repeat strings
# CHECK: replace	Replace a pattern in strings

# Short options with descriptions, keywords and simple ones.
complete -C 'pwd -'
# CHECK: -h	Show the manual page
# CHECK: -L	Print $PWD (the default)
# CHECK: -P	Resolve symbolic links
# CHECK: --help	Show the manual page
# CHECK: --logical	Print $PWD (the default)
# CHECK: --physical	Resolve symbolic links
complete -C 'ulimit --c'
# CHECK: --core-size	Size of core dumps
# CHECK: --cpu-time	CPU time in seconds
complete -C 'test -n'
# CHECK: -n	String is not empty
# CHECK: -ne	Numbers differ
# CHECK: -nt	First file is newer
complete -C 'for x '
# CHECK: in	The values follow
complete -C 'random '
# CHECK: choice	Print one of the items
complete -C 'fish_vi_key_bindings '
# CHECK: default	Normal mode
# CHECK: insert	Insert mode
# CHECK: replace	Replace mode
# CHECK: replace_one	Replace one character
# CHECK: visual	Visual mode
complete -C 'isatty std'
# CHECK: stderr	Descriptor 2
# CHECK: stdin	Descriptor 0
# CHECK: stdout	Descriptor 1

# Directories only.
set -l tmp (mktemp -d)
mkdir $tmp/dir1 $tmp/dir2
touch $tmp/file
cd $tmp
complete -C 'pushd '
# CHECK: dir1/	Directory
# CHECK: dir2/	Directory
cd /
rm -rf $tmp
# a variable with no value has no description; $fish_killring shows none
set -g empty_test_var
complete -C 'set empty_test_va'
# CHECK: empty_test_var
complete -C 'set -S fish_killri'
# CHECK: fish_killring
