# RUN: %minnow %s
# REQUIRES: command -v git
# Completions of share/completions/git.fish in a repository made here: a
# clone (remote origin with branches feature, topic and main), a local
# branch, a tag, modified, deleted, staged and untracked files, a stash
# (which leaves an ORIG_HEAD), and aliases. Expected output written from fish 3.6 running the same file.
set -l share (path resolve ../../share)
# (for running this file in fish: our completions, not fish's)
set -g fish_complete_path $share/completions $fish_complete_path
set -g fish_function_path $share/functions $fish_function_path

set -l tmp (mktemp -d)
set -gx GIT_CONFIG_NOSYSTEM 1
set -gx GIT_CONFIG_GLOBAL /dev/null
set -gx GIT_AUTHOR_NAME t
set -gx GIT_AUTHOR_EMAIL t@example.com
set -gx GIT_COMMITTER_NAME t
set -gx GIT_COMMITTER_EMAIL t@example.com
begin
    git init -q -b main $tmp/up
    cd $tmp/up
    echo a >a.txt
    echo b >b.txt
    mkdir sub
    echo c >sub/c.txt
    git add .
    git commit -q -m 'first commit'
    git branch feature
    git branch topic
    git tag v1.0
    git clone -q $tmp/up $tmp/repo
    cd $tmp/repo
    git branch local-only
    git config alias.co checkout
    git config alias.lg 'log --oneline --graph'
    git config alias.sp 'stash pop'
    git config alias.hi '!echo hi'
    echo stashed >>a.txt
    git stash -q -m 'work in progress'
    echo changed >>a.txt
    rm b.txt
    echo new >new.txt
    echo s >>sub/c.txt
    git add sub/c.txt
end >/dev/null 2>&1

complete -C 'git checkout '
# CHECK: a.txt	Modified file
# CHECK: b.txt	Deleted file
# CHECK: feature	Remote Branch (tracked locally)
# CHECK: HEAD	Head
# CHECK: local-only	Local Branch
# CHECK: main	Local Branch
# CHECK: origin/feature	Remote Branch
# CHECK: origin/HEAD	Remote Branch
# CHECK: origin/main	Remote Branch
# CHECK: origin/topic	Remote Branch
# CHECK: ORIG_HEAD	Head
# CHECK: topic	Remote Branch (tracked locally)
# CHECK: v1.0	Tag

# An alias of a git command completes as that command.
complete -C 'git co '
# CHECK: a.txt	Modified file
# CHECK: b.txt	Deleted file
# CHECK: feature	Remote Branch (tracked locally)
# CHECK: HEAD	Head
# CHECK: local-only	Local Branch
# CHECK: main	Local Branch
# CHECK: origin/feature	Remote Branch
# CHECK: origin/HEAD	Remote Branch
# CHECK: origin/main	Remote Branch
# CHECK: origin/topic	Remote Branch
# CHECK: ORIG_HEAD	Head
# CHECK: topic	Remote Branch (tracked locally)
# CHECK: v1.0	Tag

complete -C 'git checkout --th'
# CHECK: --theirs	Take their version of unmerged files

complete -C 'git switch '
# CHECK: feature	Remote Branch (tracked locally)
# CHECK: local-only	Local Branch
# CHECK: main	Local Branch
# CHECK: topic	Remote Branch (tracked locally)

complete -C 'git merge o'
# CHECK: ORIG_HEAD	Head
# CHECK: origin/feature	Remote Branch
# CHECK: origin/HEAD	Remote Branch
# CHECK: origin/main	Remote Branch
# CHECK: origin/topic	Remote Branch

complete -C 'git branch -d '
# CHECK: local-only	Local Branch
# CHECK: main	Local Branch

complete -C 'git branch -r -d '
# CHECK: origin/feature	Remote Branch
# CHECK: origin/HEAD	Remote Branch
# CHECK: origin/main	Remote Branch
# CHECK: origin/topic	Remote Branch

complete -C 'git tag -d '
# CHECK: v1.0	Tag

# Changed files: modified, deleted and untracked for add, staged ones for
# restore --staged.
complete -C 'git add '
# CHECK: a.txt	Modified file
# CHECK: b.txt	Deleted file
# CHECK: new.txt	Untracked file

complete -C 'git restore --staged '
# CHECK: sub/c.txt	Staged modified file

complete -C 'git restore '
# CHECK: a.txt	Modified file
# CHECK: b.txt	Deleted file

complete -C 'git commit '
# CHECK: a.txt	Modified file
# CHECK: b.txt	Deleted file
# CHECK: sub/c.txt	Staged modified file

complete -C 'git clean '
# CHECK: new.txt	Untracked file

# Remotes, then the branches to push or pull.
complete -C 'git push '
# CHECK: origin	{{.*}}/up
complete -C 'git push origin '
# CHECK: local-only	Local Branch
# CHECK: main	Local Branch
# CHECK: v1.0	Tag
complete -C 'git pull origin '
# CHECK: feature	Branch of origin
# CHECK: main	Branch of origin
# CHECK: topic	Branch of origin
complete -C 'git remote rename '
# CHECK: origin	{{.*}}/up
complete -C 'git remote s'
# CHECK: set-branches	Set the branches a remote tracks
# CHECK: set-head	Set the default branch of a remote
# CHECK: set-url	Change the URLs of a remote
# CHECK: show	Show information on a remote

# Stash entries, also through an alias that stands for `stash pop`.
complete -C 'git stash p'
# CHECK: pop	Apply an entry and drop it
# CHECK: push	Stash the changes
complete -C 'git stash pop '
# CHECK: stash@{0}	On main: work in progress
complete -C 'git sp '
# CHECK: stash@{0}	On main: work in progress

# Aliases are subcommands described by what they stand for.
complete -C 'git ' | string match -e Alias
# CHECK: co	Alias: checkout
# CHECK: hi	Alias: !echo hi
# CHECK: lg	Alias: log --oneline --graph
# CHECK: sp	Alias: stash pop
complete -C 'git lg --gr'
# CHECK: --graph	Draw the history as a graph
# CHECK: --grep	Commits whose message matches

complete -C 'git cherry-'
# CHECK: cherry-pick	Apply the changes of existing commits

# -C names the repository the lists come from.
cd $tmp
complete -C "git -C $tmp/up checkout "
# CHECK: feature	Local Branch
# CHECK: HEAD	Head
# CHECK: main	Local Branch
# CHECK: topic	Local Branch
# CHECK: v1.0	Tag
cd $tmp/repo

# REV:PATH lists the files of a commit.
complete -C 'git show main:'
# CHECK: main:a.txt
# CHECK: main:b.txt
# CHECK: main:sub/
complete -C 'git show main:sub/'
# CHECK: main:sub/c.txt

# From a subdirectory, paths are relative to it.
cd sub
complete -C 'git restore --staged '
# CHECK: c.txt	Staged modified file
complete -C 'git add ../'
# CHECK: ../a.txt	Modified file
# CHECK: ../b.txt	Deleted file
# CHECK: ../new.txt	Untracked file

# A word starting with a colon is a path from the top: :/:PATH.
complete -C 'git add :'
# CHECK: :/:a.txt	Modified file
# CHECK: :/:b.txt	Deleted file
# CHECK: :/:new.txt	Untracked file
cd ..

# A git-NAME program on $PATH is a subcommand, completed as git-NAME is.
mkdir $tmp/bin
printf '#!/bin/sh\n' >$tmp/bin/git-frob
chmod +x $tmp/bin/git-frob
set -p PATH $tmp/bin
complete -c git-frob -x -a 'one two'
complete -c git-frob -l to -x -a 'north south'
complete -C 'git fr'
# CHECK: frob	Command git-frob
complete -C 'git frob '
# CHECK: one
# CHECK: two
complete -C 'git frob one --to '
# CHECK: north
# CHECK: south

# Aliases there were when the completions loaded are remembered, as in fish.
git config --unset alias.sp
complete -C 'git sp ' | string match -q 'stash@*'; and echo still an alias
# CHECK: still an alias

# fish's names for the lists, which other git tools' completion files use
# (gitk's and tig's complete revision ranges with __fish_git_ranges).
complete -c my-gitk -f -a '(__fish_git_ranges)'
complete -C 'my-gitk '
# CHECK: HEAD	Head
# CHECK: local-only	Local Branch
# CHECK: main	Local Branch
# CHECK: origin/feature	Remote Branch
# CHECK: origin/HEAD	Remote Branch
# CHECK: origin/main	Remote Branch
# CHECK: origin/topic	Remote Branch
# CHECK: ORIG_HEAD	Head
# CHECK: v1.0	Tag
complete -C 'my-gitk main..o'
# CHECK: main..ORIG_HEAD	Head
# CHECK: main..origin/feature	Remote Branch
# CHECK: main..origin/HEAD	Remote Branch
# CHECK: main..origin/main	Remote Branch
# CHECK: main..origin/topic	Remote Branch
complete -C 'my-gitk v1.0...l'
# CHECK: v1.0...local-only	Local Branch
complete -C 'git log local-only..v'
# CHECK: local-only..v1.0	Tag
complete -c my-tool -f -a '(__fish_git_local_branches; __fish_git_tags; __fish_git_heads)'
complete -C 'my-tool '
# CHECK: HEAD	Head
# CHECK: local-only	Local Branch
# CHECK: main	Local Branch
# CHECK: ORIG_HEAD	Head
# CHECK: v1.0	Tag

# Outside a repository there is nothing to list, and no error.
cd /
complete -C 'git checkout ' | count
# CHECK: 0

rm -rf $tmp
