# RUN: %minnow %s
# REQUIRES: command -v git
# fish_git_prompt in a scratch repository, with its settings one by one.
for var in (set -x | string match -r '^GIT_\S+' )
    set -e $var
end
set -gx GIT_CONFIG_GLOBAL /dev/null
set -gx GIT_CONFIG_NOSYSTEM 1
set -gx GIT_AUTHOR_NAME t
set -gx GIT_AUTHOR_EMAIL t@x
set -gx GIT_COMMITTER_NAME t
set -gx GIT_COMMITTER_EMAIL t@x
set -l tmp (mktemp -d)
cd $tmp
fish_git_prompt
echo $status
# CHECK: 1
# Outside a repository git is not even run (the prompt runs it no more than
# it must): a git that notes its calls is first on $PATH.
mkdir $tmp/bin
printf '#!/bin/sh\necho "$@" >>%s/git-calls\nexec %s "$@"\n' $tmp (command -s git) >$tmp/bin/git
chmod +x $tmp/bin/git
set -l path_was $PATH
set -gx PATH $tmp/bin $PATH
fish_git_prompt
echo $status
# CHECK: 1
test -e $tmp/git-calls; or echo no git run
# CHECK: no git run
git init -q -b main repo
cd repo
fish_git_prompt; echo
# CHECK:  (main)
set -gx PATH $path_was
# Inside the repository's git folder (what git calls GIT_DIR!) it is run too.
cd .git/refs
fish_git_prompt; echo
# CHECK:  (GIT_DIR!)
cd ../..
# The default prompt shows it after the folder, as fish 4.
function prompt_login; echo u@h; end
fish_prompt | string replace -ra '\e\[[0-9;]*m' ''
echo
# CHECK: u@h {{.*}}/repo (main){{[>#] }}
functions -e prompt_login
fish_git_prompt '[%s]'; echo
# CHECK: [main]

echo a >a
git add a
git commit -qm one
echo b >b
echo changed >a
# Dirty, staged and untracked, each when asked for.
set -g __fish_git_prompt_showdirtystate 1
fish_git_prompt; echo
# CHECK:  (main *)
git add a
fish_git_prompt; echo
# CHECK:  (main +)
set -g __fish_git_prompt_showuntrackedfiles yes
fish_git_prompt; echo
# CHECK:  (main +%)
set -g __fish_git_prompt_status_order untrackedfiles stagedstate
fish_git_prompt; echo
# CHECK:  (main %+)
set -e __fish_git_prompt_status_order
set -e __fish_git_prompt_showdirtystate
fish_git_prompt; echo
# CHECK:  (main %)
set -e __fish_git_prompt_showuntrackedfiles
# git's option wins over the variable.
set -g __fish_git_prompt_showdirtystate 1
git config bash.showDirtyState false
fish_git_prompt; echo
# CHECK:  (main)
git config --unset bash.showDirtyState

# Characters and colours.
set -g __fish_git_prompt_char_stagedstate S
set -g __fish_git_prompt_char_stateseparator :
fish_git_prompt; echo
# CHECK:  (main:S)
set -e __fish_git_prompt_char_stagedstate __fish_git_prompt_char_stateseparator
set -g __fish_git_prompt_color_branch magenta
set -g __fish_git_prompt_color_prefix red
fish_git_prompt | string escape; echo
# CHECK: \e\[31m\ \(\e\[m\e\[35mmain\e\[m\ +\)
set -e __fish_git_prompt_color_branch __fish_git_prompt_color_prefix
set -g __fish_git_prompt_showcolorhints 1
fish_git_prompt | string escape; echo
# CHECK: \ \(\e\[32mmain\e\[m\ \e\[32m+\e\[m\)
set -e __fish_git_prompt_showcolorhints
git commit -qm two
fish_git_prompt; echo
# CHECK:  (main)
set -g __fish_git_prompt_char_cleanstate ok
fish_git_prompt; echo
# CHECK:  (mainok)
set -e __fish_git_prompt_char_cleanstate
set -e __fish_git_prompt_showdirtystate

# Informative status: counts, and a check mark when clean.
set -g __fish_git_prompt_show_informative_status 1
fish_git_prompt; echo
# CHECK:  (main|✔)
echo x >>a
echo y >c
git add c
fish_git_prompt; echo
# CHECK:  (main|●1✚1)
set -g __fish_git_prompt_showuntrackedfiles 1
fish_git_prompt; echo
# CHECK:  (main|●1✚1…1)
set -g __fish_git_prompt_hide_untrackedfiles 1
fish_git_prompt; echo
# CHECK:  (main|●1✚1…)
set -e __fish_git_prompt_hide_untrackedfiles __fish_git_prompt_showuntrackedfiles
# The stash is counted.
set -g __fish_git_prompt_showstashstate 1
git stash -q
fish_git_prompt; echo
# CHECK:  (main|⚑1)
git stash pop -q
set -e __fish_git_prompt_show_informative_status __fish_git_prompt_showstashstate
git reset -q --hard
# Informative characters alone.
set -g __fish_git_prompt_use_informative_chars 1
set -g __fish_git_prompt_showdirtystate 1
echo z >>a
fish_git_prompt; echo
# CHECK:  (main|✚)
git checkout -q a
set -e __fish_git_prompt_use_informative_chars __fish_git_prompt_showdirtystate

# The upstream: equal, ahead, behind, diverged, in each style.
git clone -q --bare . ../remote.git 2>/dev/null
git remote add origin ../remote.git
git fetch -q origin
git branch -q -u origin/main
set -g __fish_git_prompt_showupstream auto
fish_git_prompt; echo
# CHECK:  (main =)
echo more >>a
git commit -qam three
fish_git_prompt; echo
# CHECK:  (main >)
set -g __fish_git_prompt_showupstream verbose
fish_git_prompt; echo
# CHECK:  (main  >1)
set -g __fish_git_prompt_showupstream verbose name
fish_git_prompt; echo
# CHECK:  (main  >1  origin/main)
git reset -q --hard HEAD~2
set -g __fish_git_prompt_showupstream auto
fish_git_prompt; echo
# CHECK:  (main <)
echo other >d
git add d
git commit -qm four
fish_git_prompt; echo
# CHECK:  (main <>)
set -g __fish_git_prompt_showupstream verbose
fish_git_prompt; echo
# CHECK:  (main  <>1-1)
set -g __fish_git_prompt_showupstream informative
fish_git_prompt; echo
# CHECK:  (main >1<1)
# With informative status the upstream comes from the same git status.
set -g __fish_git_prompt_show_informative_status 1
set -e __fish_git_prompt_showupstream
fish_git_prompt; echo
# CHECK:  (main|↑1↓1|✔)
set -g __fish_git_prompt_showupstream none
fish_git_prompt; echo
# CHECK:  (main|✔)
set -e __fish_git_prompt_showupstream __fish_git_prompt_show_informative_status

# Long branch names can be shortened.
git checkout -q -b a-rather-long-branch-name
set -g __fish_git_prompt_shorten_branch_len 6
fish_git_prompt; echo
# CHECK:  (a-rat…)
set -g __fish_git_prompt_shorten_branch_char_suffix '~'
fish_git_prompt; echo
# CHECK:  (a-rat~)
set -e __fish_git_prompt_shorten_branch_len __fish_git_prompt_shorten_branch_char_suffix

# A detached HEAD: a tag that points at it, else the commit.
git tag v1
git checkout -q --detach
fish_git_prompt; echo
# CHECK:  ((v1))
git tag -d v1 >/dev/null
fish_git_prompt | string replace -r '[0-9a-f]{8}' SHA; echo
# CHECK:  ((SHA))
git tag -a -m t v0 HEAD~1
set -g __fish_git_prompt_describe_style describe
fish_git_prompt | string replace -r 'g[0-9a-f]+' gSHA; echo
# CHECK:  ((v0-1-gSHA))
set -g __fish_git_prompt_describe_style contains
git checkout -q HEAD~1
fish_git_prompt; echo
# CHECK:  ((v0^0))
set -e __fish_git_prompt_describe_style
git checkout -q main

# Operations in progress, and the git directory itself.
touch .git/MERGE_HEAD
fish_git_prompt; echo
# CHECK:  (main|MERGING)
rm .git/MERGE_HEAD
mkdir .git/rebase-merge
printf 'refs/heads/topic\e[31m' >.git/rebase-merge/head-name
echo 2 >.git/rebase-merge/msgnum
echo 5 >.git/rebase-merge/end
touch .git/rebase-merge/interactive
fish_git_prompt; echo
# CHECK:  (topic[31m|REBASE-i 2/5)
rm -r .git/rebase-merge
cd .git
fish_git_prompt; echo
# CHECK:  (GIT_DIR!)
cd ../../remote.git
fish_git_prompt; echo
# CHECK:  (BARE:main{{ }})

# The old name still works.
cd ../repo
__fish_git_prompt; echo
# CHECK:  (main)
fish_git_prompt -h | string match -q 'fish_git_prompt - *'; and echo help
# CHECK: help
cd /
rm -rf $tmp
