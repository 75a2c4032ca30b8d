# RUN: %minnow %s
# The prompts of the other version control systems, with stand-in commands
# that print what the real ones would.
set -g tmp (mktemp -d)
mkdir $tmp/bin
set -gx PATH $tmp/bin $PATH
function stub --argument-names name body
    printf '#!/bin/sh\n%s\n' $body >$tmp/bin/$name
    chmod +x $tmp/bin/$name
end

# Mercurial: the branch and bookmark come from .hg.
mkdir -p $tmp/hg/.hg $tmp/hg/sub
touch $tmp/hg/.hg/dirstate
cd $tmp/hg/sub
fish_hg_prompt; or echo no hg
# CHECK: no hg
stub hg 'printf "M file\n? new\nA added\n"'
fish_print_hg_root | string replace $tmp TMP
# CHECK: TMP/hg/.hg
fish_hg_prompt | string escape; echo
# CHECK: \e\[m\ \(default\)
printf 'stable\e[1m' >$tmp/hg/.hg/branch
echo mark >$tmp/hg/.hg/bookmarks.current
fish_hg_prompt | string escape; echo
# CHECK: \e\[m\ \(stable\[1m\|mark\)
set -g fish_prompt_hg_show_informative_status
fish_hg_prompt | string escape; echo
# CHECK: \|\e\[33m\(stable\[1m\|mark\)⚡\e\[32m✚\e\[33m\*\e\[33m?\e\[m
set -g fish_prompt_hg_status_order untracked added
set -g fish_prompt_hg_status_added +
set -g fish_color_hg_added blue
fish_hg_prompt | string escape; echo
# CHECK: \|\e\[33m\(stable\[1m\|mark\)⚡\e\[33m?\e\[34m+\e\[m
stub hg true
fish_hg_prompt | string escape; echo
# CHECK: \|\e\[32m\(stable\[1m\|mark\)✓\e\[m
set -e fish_prompt_hg_show_informative_status
cd $tmp
fish_print_hg_root; or echo not in a repository
# CHECK: not in a repository

# fish_vcs_prompt: the first prompt that answers.
cd $tmp/hg
fish_vcs_prompt; echo
# CHECK: {{.*}} (stable[1m|mark)
rm $tmp/bin/hg

# Subversion: the revision and a column per kind of status.
stub svn 'if [ "$1" = info ]; then exit 0; fi; printf "M       a\nA  +    b\n?       c\nSummary of conflicts:\n  Text conflicts: 1\n"'
stub svnversion 'echo 12:15M'
set -g __fish_svn_prompt_char_separator /
fish_svn_prompt | string replace -ra '\e\[[0-9;]*m' ''; echo
# CHECK: (12:15/AM?///+)
__fish_print_svn_rev; echo
# CHECK: 12:15
stub svn 'exit 1'
fish_svn_prompt; or echo not a working copy
# CHECK: not a working copy

# Darcs: counts per kind.
stub darcs 'if [ "$1" = show ]; then exit 0; fi; printf "A ./x\nA ./y\nM ./z\na ./w\n"'
fish_darcs_prompt | string replace -ra '\e\[[0-9;]*m' ''; echo
# CHECK: (darcs|2+/1*/1…)
stub darcs 'exit 1'
fish_darcs_prompt; echo $status
# CHECK: 127

# Fossil.
stub fossil 'if [ "$1" = branch ]; then echo trunk; else printf "EDITED a\nEXTRA b\n"; fi'
fish_fossil_prompt | string replace -ra '\e\[[0-9;]*m' ''; echo
# CHECK:  (trunk|⚡*?)

# jj: only the conflict mark.
stub jj 'printf "\\342\\250\\211"'
fish_jj_prompt; echo
# CHECK:  ⨉

# fish_print_git_action names the operation in a git folder.
mkdir -p $tmp/g/rebase-merge
fish_print_git_action $tmp/g; echo
# CHECK: rebase-merge
touch $tmp/g/rebase-merge/interactive
fish_print_git_action $tmp/g; echo
# CHECK: rebase-interactive
rm -r $tmp/g/rebase-merge
touch $tmp/g/CHERRY_PICK_HEAD
mkdir $tmp/g/sequencer
fish_print_git_action $tmp/g; echo
# CHECK: cherry-pick-sequence
rm $tmp/g/CHERRY_PICK_HEAD
fish_print_git_action $tmp/g; echo $status
# CHECK: 1
cd /
rm -r $tmp
