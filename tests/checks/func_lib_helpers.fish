# RUN: %minnow %s
# The small __fish_* helpers that completions and plugins call.
set -l tmp (mktemp -d)

N_ a b; echo
# CHECK: ab
command -v (__fish_posix_shell)
# CHECK: {{.*}}/sh

# __fish_macos_set_env: a file, a folder of files, then the variable's own.
printf '/usr/bin:/bin\n/usr/sbin\n' >$tmp/paths
mkdir $tmp/paths.d
echo /opt/x/bin >$tmp/paths.d/x
echo /bin >$tmp/paths.d/y
set -g MYPATH /mine /usr/bin ''
__fish_macos_set_env MYPATH $tmp/paths $tmp/paths.d
string join , -- $MYPATH
# CHECK: /usr/bin,/bin,/usr/sbin,/opt/x/bin,/mine
set -e MANPATH
__fish_macos_set_env MANPATH $tmp/paths $tmp/nothing
string join , -- $MANPATH
set -S MANPATH | string match -q '*exported*'; and echo exported
# CHECK: /usr/bin,/bin,/usr/sbin,
# CHECK: exported

# __fish_with_status keeps the status from before, unless the command fails.
false
__fish_with_status true
echo $status
# CHECK: 1
true
__fish_with_status false
echo $status
# CHECK: 1
false
__fish_with_status echo ran
echo $status
# CHECK: ran
# CHECK: 1

# __fish_anypager: $PAGER when its command exists ($MANPAGER if asked).
PAGER='cat -v' __fish_anypager
# CHECK: cat
# CHECK: -v
PAGER=cat MANPAGER='head -n1' __fish_anypager --with-manpager
# CHECK: head
# CHECK: -n1
PATH=$tmp PAGER=nothing-like-it __fish_anypager; or echo none
# CHECK: none
function show-pagers; echo "$MANPAGER $WHATISPAGER $argv"; end
__fish_without_manpager show-pagers x
# CHECK: cat cat x

__fish_md5 -s hello
# CHECK: b1946ac92492d2347c6235b4d2611184
printf 'hello\n' >$tmp/h
__fish_md5 $tmp/h
# CHECK: b1946ac92492d2347c6235b4d2611184

# temporary files and the cache folder
set -l t (TMPDIR=$tmp __fish_mktemp_relative -d probe)
string match -q "$tmp/probe.*" $t; and test -d $t; and echo temporary folder
# CHECK: temporary folder
set -l c (XDG_CACHE_HOME=$tmp/cache __fish_make_cache_dir sub)
echo (string replace $tmp '' $c) (path is -d $c; and echo made) (stat -c %a $c)
# CHECK: /cache/minnow/sub made 700
XDG_CACHE_HOME=relative/path HOME=$tmp __fish_make_cache_dir | string replace $tmp HOME
# CHECK: HOME/.cache/minnow

# __fish_cached: the first run fills the cache, later ones read it.
set -gx XDG_CACHE_HOME $tmp/cache
__fish_cached 'echo first'
__fish_cached 'echo second' # the old copy; a new one is made meanwhile
wait
cat $tmp/cache/minnow/echo
__fish_cached -k other -t 1000 'echo third'
# CHECK: first
# CHECK: first
# CHECK: second
# CHECK: third
__fish_cached -k 'bad key' 'echo x'; echo $status
# CHECK: 1
set -e XDG_CACHE_HOME

__fish_posix_quote plain a-b=c 'two words' "it's" ''; echo
# CHECK: plain a-b=c 'two words' 'it'\''s' '' {{}}
__fish_unexpand_tilde ~/x ~ ~other /elsewhere
# CHECK: ~/x
# CHECK: ~
# CHECK: ~other
# CHECK: /elsewhere
__fish_parent_directories /a/bb/c/
# CHECK: /a/bb/c
# CHECK: /a/bb
# CHECK: /a
__fish_parent_directories a b; or echo no
# CHECK: no
for b in '[' . : '{' '!' set
    echo (__fish_canonicalize_builtin $b)
end
# CHECK: test
# CHECK: source
# CHECK: true
# CHECK: begin
# CHECK: not
# CHECK: set
__fish_locale_vars | count
# CHECK: 14

for text in abc "'ab" "'a'b" '"a\\' 'x\\' "'a\\" '"a\\"'
    printf '%s ' (__fish_tokenizer_state -- $text)
end
echo
# CHECK: normal single normal double-escaped escaped single-escaped double {{}}
__fish_tokenizer_state -i single -- "b'"
# CHECK: normal

# __fish_expand_pid_args: %N is the job's process ids.
sleep 5 &
set -l pid $last_pid
test (__fish_expand_pid_args %1) = $pid; and echo expanded
__fish_expand_pid_args 12 x
kill $pid
# CHECK: expanded
# CHECK: 12
# CHECK: x
__fish_expand_pid_args %9; echo $status
# CHECKERR: jobs: No suitable job: %9
# CHECK: 1

# Conditions that read the command line: a function stands in for it.
function commandline
    switch "$argv"
        case -ct
            printf '%s\n' $__token
        case -cx
            printf '%s\n' cmd -v --x=1 first second
    end
end
set -g __token -q
__fish_is_switch; and echo switch
set -g __token q
__fish_is_switch; or echo not a switch
# CHECK: switch
# CHECK: not a switch
__fish_first_token
# CHECK: first
set -g __token 'b,a'
printf '%s\n' a b c d | __fish_concat_completions
# CHECK: b,c
# CHECK: b,d
functions -e commandline

# __fish_gnu_complete drops long options unless -g says GNU.
__fish_gnu_complete -c gnutool -s a -l all -d All
__fish_gnu_complete -g -c gnutool -s b -l both -d Both
complete -C 'gnutool --'
complete -C 'gnutool -'
# CHECK: --both	Both
# CHECK: -a	All
# CHECK: -b	Both
# CHECK: --both	Both

# The documented commands include builtins and shipped functions.
__fish_print_commands | grep -x -e set -e funced -e alias | sort
# CHECK: alias
# CHECK: funced
# CHECK: set

# fish_breakpoint_prompt: where the script stopped.
set -g fish_color_status red
false
COLUMNS=80 fish_breakpoint_prompt | string escape
echo
# CHECK: \e\[31mBP\ {{.*}}:{{\d+}}\ \[!1\]\ \>\ \e\[m\ {{}}
true
COLUMNS=16 fish_breakpoint_prompt
echo
# CHECK: {{.*}}BP ...{{[^ ][^ ]}} > {{.*}}

rm -r $tmp
