# RUN: %minnow %s
# List helpers of the completion library: comma-separated lists
# (__fish_complete_list, __fish_append), file modes for chmod, OWNER:GROUP
# for chown, users and groups (root is on every system; the others are the
# machine's, so only their shape is checked), signals.
source data/complete_lib.fish
stand_ins kill killall

function items
    printf '%s\n' red\tWarm green blue\tCold
end
complete -c lst -s c -x -a '(__fish_complete_list , items)'
complete -C 'lst -c '
complete -C 'lst -c red,g'
# CHECK: blue	Cold
# CHECK: green
# CHECK: red	Warm
# CHECK: red,green
# a prefix before the first item only, an item prefix before each
complete -c lst2 -x -a '(__fish_complete_list , items pre: +)'
complete -C 'lst2 '
complete -C 'lst2 pre:+red,+b'
# CHECK: pre:+blue	Cold
# CHECK: pre:+green
# CHECK: pre:+red	Warm
# CHECK: pre:+red,+blue	Cold
__fish_complete_list ,
echo $status
# CHECKERR: usage: __fish_complete_list SEPARATOR FUNCTION [PREFIX [ITEM_PREFIX]]
# CHECK: 2

complete -c app -l kinds -x -a '(__fish_append , one two\tSecond)'
complete -C 'app --kinds=one,t'
# CHECK: --kinds=one,two	Second

# Modes: octal ones described as ls shows them, and symbolic ones a letter
# further each time.
complete -C 'chmod 75'
# CHECK: 750	rwxr-x---
# CHECK: 755	rwxr-xr-x
complete -C 'chmod g'
# CHECK: g+	Add permissions
# CHECK: g=	Set permissions
# CHECK: ga	And everyone
# CHECK: go	And others
# CHECK: gu	And user
# CHECK: g-	Remove permissions
complete -C 'chmod g+w'
# CHECK: g+w,	Another clause
# CHECK: g+wr	Read
# CHECK: g+ws	Set user or group id
# CHECK: g+wt	Sticky (restricted deletion)
# CHECK: g+wX	Execute (directories and executables)
# CHECK: g+wx	Execute
complete -C 'chmod u=rwx,o'
# CHECK: u=rwx,o+	Add permissions
# CHECK: u=rwx,o=	Set permissions
# CHECK: u=rwx,oa	And everyone
# CHECK: u=rwx,og	And group
# CHECK: u=rwx,ou	And user
# CHECK: u=rwx,o-	Remove permissions
complete -C 'chmod o='
# CHECK: o=g	Copy the group's permissions
# CHECK: o=o	Copy others' permissions
# CHECK: o=r	Read
# CHECK: o=s	Set user or group id
# CHECK: o=t	Sticky (restricted deletion)
# CHECK: o=u	Copy the user's permissions
# CHECK: o=w	Write
# CHECK: o=X	Execute (directories and executables)
# CHECK: o=x	Execute
# not a mode: no candidates
complete -C 'chmod zz'
# after the mode, files; none with --reference
command touch afile
complete -C 'chmod 644 af' | string replace -r -- '\t.*' ''
complete -C 'chmod --reference=afile af' | string replace -r -- '\t.*' ''
# CHECK: afile
# CHECK: afile

# Owners get a colon, groups follow it.
complete -C 'chown roo'
# CHECK: root:	root
complete -C 'chown root:roo'
complete -C 'chown :roo'
# CHECK: root:root
# CHECK: :root
complete -C 'chown --from=roo'
# CHECK: --from=root:	root

# Users and groups: root and its group, then the shape of the lists.
__fish_complete_users | string match -- 'root*'
__fish_print_users | string match -- root
__fish_print_groups | string match -- root
__fish_complete_user_ids | string match -- '0*'
__fish_complete_group_ids | string match -- '0*'
# CHECK: root	root
# CHECK: root
# CHECK: root
# CHECK: 0	root
# CHECK: 0	root
__fish_complete_users | string match -rv -- '^[^\t:]+(\t[^\t:]*)?$'
__fish_complete_groups | string match -rv -- '^[^\t:]+(\t[^\t]*)?$'
test (__fish_print_users | count) -eq (__fish_complete_users | count); and echo same count
# CHECK: same count

# Signals: names with number and meaning, numbers with name and meaning.
complete -C 'kill -s TER'
# CHECK: TERM	15: Terminate
complete -C 'kill -KIL'
# CHECK: -KILL	9: Kill (cannot be caught)
complete -C 'kill -9'
# CHECK: -9	KILL: Kill (cannot be caught)
__fish_make_completion_signals
echo $__kill_signals[1..2] $__kill_signals[15]
# CHECK: 1 HUP 2 INT 15 TERM
complete -C 'killall -s HU'
# CHECK: HUP	1: Hangup

finish
# $__fish_stripprefix takes what precedes the list off the word (an option),
# which the engine puts back itself
complete strip-list -s l -l number-list -xa '(__fish_stripprefix="^(--number-list=|-\w*l)" __fish_complete_list , "seq 2")'
complete -C 'strip-list --number-list=1,'
# CHECK: --number-list=1,1
# CHECK: --number-list=1,2
complete -C 'strip-list -l1,'
# CHECK: -l1,1
# CHECK: -l1,2
# the items typed are read unescaped (the engine escapes what it inserts)
complete -C 'strip-list -l 1\ 1,'
# CHECK: 1 1,1
# CHECK: 1 1,2
