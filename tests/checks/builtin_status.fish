# RUN: %minnow %s
# status: the summary, the is-* queries, the running file, function and line,
# the stack trace, feature flags and errors.
status
status is-interactive; echo interactive $status
status is-login; echo login $status
status --is-login; echo login-flag $status
status is-command-substitution; echo cmdsub $status
echo cmdsub-inner (status is-command-substitution; echo $status)
status is-block; echo block $status
begin
    status is-block; echo block-in-begin $status
end
status is-no-job-control; echo no-jc $status
status is-full-job-control; echo full-jc $status
status is-interactive-job-control; echo interactive-jc $status
status basename
status -f
status dirname
status function
function f
    status function
    status current-function
    status current-command
    status line-number
end
f
status line-number
function g
    status stack-trace
end
function h
    g
end
h
status job-control full; echo jc $status
status test-feature qmark-noglob; echo qmark $status
status test-feature remove-percent-self; echo percent $status
status test-feature nonesuch; echo nonesuch $status
status features
status bogus; echo $status
status is-login extra; echo $status
status job-control; echo $status
status job-control bogus; echo $status
status function x; echo $status
status -b -l; echo $status
status fish-path
status buildinfo
# CHECK: This is not a login shell
# CHECK: Job control: Only on interactive jobs
# CHECK: interactive 1
# CHECK: login 1
# CHECK: login-flag 1
# CHECK: cmdsub 1
# CHECK: cmdsub-inner 0
# CHECK: block 1
# CHECK: block-in-begin 0
# CHECK: no-jc 1
# CHECK: full-jc 1
# CHECK: interactive-jc 0
# CHECK: builtin_status.fish
# CHECK: {{.*}}builtin_status.fish
# CHECK: {{.+}}
# CHECK: Not a function
# CHECK: f
# CHECK: f
# CHECK: fish
# CHECK: 25
# CHECK: 28
# CHECK: in function 'g'
# CHECK: 	called on line 33 of file {{.*}}builtin_status.fish
# CHECK: in function 'h'
# CHECK: 	called on line 35 of file {{.*}}builtin_status.fish
# CHECK: jc 0
# fish 4's flags and defaults (fish 3.6 has fewer, and qmark-noglob off).
# CHECK: qmark 0
# CHECK: percent 1
# CHECK: nonesuch 2
# CHECK: stderr-nocaret          on  3.0 ^ no longer redirects stderr (historical, can no longer be changed)
# CHECK: qmark-noglob            on  3.0 ? no longer globs
# CHECK: regex-easyesc           on  3.1 string replace -r needs fewer \'s
# CHECK: ampersand-nobg-in-token on  3.4 & only backgrounds if followed by a separator
# CHECK: remove-percent-self     off 4.0 %self is no longer expanded (use $fish_pid)
# CHECK: test-require-arg        off 4.0 builtin test requires an argument
# CHECK: mark-prompt             on  4.0 write OSC 133 prompt markers to the terminal
# CHECK: ignore-terminfo         on  4.1 do not look up $TERM in terminfo database (historical, can no longer be changed)
# CHECK: query-term              on  4.1 query the TTY to enable extra functionality
# CHECK: omit-term-workarounds   off 4.3 skip workarounds for incompatible terminals
# CHECK: 2
# CHECK: 2
# CHECK: 2
# CHECK: 1
# CHECK: 2
# CHECK: 1
# CHECK: /{{.*}}
# our build, in fish's layout: the build system is ours (make)
# CHECK: Build system: Make
# CHECK: Version: {{\d+\.\d+\.\d+}}
# CHECK: Target (and host): {{.+}}
# CHECK: Profile: {{release|debug}}
# CHECK: Features: {{.*}}
# CHECK:
# errors name the subcommand, as fish 4 does
# CHECKERR: status bogus: invalid subcommand
# CHECKERR: status is-login: expected 0 arguments; got 1
# CHECKERR: status job-control: expected 1 arguments; got 0
# CHECKERR: status job-control: Invalid job control mode 'bogus'
# CHECKERR: status function: expected 0 arguments; got 1
# CHECKERR: status: is-block is-login: options cannot be used together

# the files of our share/ folder, as fish lists what it built in
status list-files config.fish functions/fish_prompt
# CHECK: config.fish
# CHECK: functions/fish_prompt.fish
status list-files no/such/prefix; echo $status
# CHECK: 1
# a name that starts with a dot is listed too (the completions of `.`)
status list-files completions/. | string match -e ..fish
# CHECK: completions/..fish
status get-file completions/..fish | string match -e -- '-w source'
# CHECK: complete -c . -w source
status get-file functions/fish_prompt.fish | string match -q 'function fish_prompt*'; and echo got it
# CHECK: got it
status get-file no-such-file; echo $status
# CHECK: 1
status get-file ../README.md; echo $status
# CHECK: 1
status get-file
# CHECKERR: status get-file: expected 1 arguments; got 0

# -L: which function up the stack
function outer; inner; end
function inner; status function -L 2; status -L 1 function; end
outer
# CHECK: outer
# CHECK: inner
status -L abc
# CHECKERR: status: abc: invalid integer
status -L 99999999999999999999999
# CHECKERR: status: Invalid level value '99999999999999999999999'
status --job-control=1none
# CHECKERR: status: Invalid job control mode '1none'
status test-terminal-feature scroll-content-up; echo $status
# CHECK: 1
status test-terminal-feature nonesuch
# CHECKERR: status test-terminal-feature: unrecognized feature 'nonesuch'
status language 2>&1 | string match -q '*`status language` command is unavailable.'; and echo no language
# CHECK: no language

# a program removed since it started is named by its path all the same
set -l copy (mktemp)
cp (status fish-path) $copy
chmod +x $copy
$copy -N -c 'command rm $argv[1]; status fish-path' $copy | string replace $copy COPY
# CHECK: COPY

# started through a link, the path is the link's (a link named fish makes a
# shell that calls itself fish), found on $PATH when started by name
set -l linkdir (mktemp -d)
ln -s (status fish-path) $linkdir/fish
$linkdir/fish -N -c 'set -l self (status fish-path); echo $self; $self -c nosuchcommand_q' 2>&1 | string replace $linkdir LINKDIR
# CHECK: LINKDIR/fish
# CHECK: fish: Unknown command: nosuchcommand_q
# CHECK: fish:{{ }}
# CHECK: nosuchcommand_q
# CHECK: ^~~~~~~~~~~~~~^
env PATH=$linkdir:$PATH fish -N -c 'status fish-path' | string replace $linkdir LINKDIR
# CHECK: LINKDIR/fish
cd $linkdir
./fish -N -c 'status fish-path' | string replace $linkdir LINKDIR
# CHECK: LINKDIR/fish
cd /
command rm -r $linkdir
# A substitution or NAME=value is no block (fish 4); what runs one may be.
echo block-in-cmdsub (status is-block; echo $status)
X=1 status is-block; echo block-with-assignment $status
function blockf; echo block-in-fn-cmdsub (status is-block; echo $status); end; blockf
# CHECK: block-in-cmdsub 1
# CHECK: block-with-assignment 1
# CHECK: block-in-fn-cmdsub 0
