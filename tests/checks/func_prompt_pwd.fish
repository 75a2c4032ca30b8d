# RUN: %minnow %s
# prompt_pwd: $HOME as ~, every directory but the last cut to
# $fish_prompt_pwd_dir_length characters (1; a leading dot is kept on top),
# the last $fish_prompt_pwd_full_dirs (1) left whole; -d and -D override.
set -gx HOME /home/alice
prompt_pwd /home/alice
prompt_pwd /home/alice/
prompt_pwd /home/alice/projects/minnow/src
prompt_pwd /home/alicex/a
prompt_pwd /home/alice/.config/fish/functions
prompt_pwd /usr/share/doc
prompt_pwd /
prompt_pwd relative/path/here
prompt_pwd /a//b/c
prompt_pwd /home/alice/écoles/über/ça
# CHECK: ~
# CHECK: ~/
# CHECK: ~/p/m/src
# CHECK: /h/a/a
# CHECK: ~/.c/f/functions
# CHECK: /u/s/doc
# CHECK: /
# CHECK: r/p/here
# CHECK: /a//b/c
# CHECK: ~/é/ü/ça

# Several paths, one line each; none: $PWD.
prompt_pwd /usr/local/bin /var/log
# CHECK: /u/l/bin
# CHECK: /v/log
cd /usr/share
prompt_pwd
# CHECK: /u/share

# -d / --dir-length: characters kept; 0 means no shortening at all.
prompt_pwd -d 3 /usr/share/doc/minnow
prompt_pwd --dir-length=2 /home/alice/.config/fish
prompt_pwd -d 0 /home/alice/projects/minnow
prompt_pwd --dir-length 0 /usr/share
# CHECK: /usr/sha/doc/minnow
# CHECK: ~/.co/fish
# CHECK: ~/projects/minnow
# CHECK: /usr/share

# -D / --full-length-dirs: how many of the last components stay whole; 0
# shortens even the last.
prompt_pwd -D 2 /usr/share/doc/minnow
prompt_pwd --full-length-dirs=3 /usr/share/doc/minnow
prompt_pwd -D 9 /usr/share/doc/minnow
prompt_pwd -D 0 /usr/share/doc/minnow
prompt_pwd -d 2 -D 2 /home/alice/projects/minnow/src
# CHECK: /u/s/doc/minnow
# CHECK: /u/share/doc/minnow
# CHECK: /usr/share/doc/minnow
# CHECK: /u/s/d/m
# CHECK: ~/pr/minnow/src

# The variables, and the options winning over them.
set -g fish_prompt_pwd_dir_length 2
prompt_pwd /usr/share/doc
prompt_pwd -d 1 /usr/share/doc
set -g fish_prompt_pwd_full_dirs 2
prompt_pwd /usr/share/doc
prompt_pwd -D 1 /usr/share/doc
set -g fish_prompt_pwd_dir_length 0
prompt_pwd /usr/share/doc
set -e fish_prompt_pwd_dir_length fish_prompt_pwd_full_dirs
# CHECK: /us/sh/doc
# CHECK: /u/s/doc
# CHECK: /us/share/doc
# CHECK: /us/sh/doc
# CHECK: /usr/share/doc

# A deep path.
prompt_pwd /home/alice/a1/b22/c333/d4444/e55555/f666666/g7777777/h88888888/last
# CHECK: ~/a/b/c/d/e/f/g/h/last

prompt_pwd -h | string match -q '*prompt_pwd - *'; and echo help
# CHECK: help
prompt_pwd --bogus
echo $status
# CHECKERR: prompt_pwd: --bogus: unknown option
# CHECK: 2

# Control characters in a name are dropped, so a directory cannot drive the
# terminal (a title-setting escape here).
prompt_pwd -d 0 /tmp/(printf '\e]0;title\a')x | od -An -c | string trim
# CHECK: /   t   m   p   /   ]   0   ;   t   i   t   l   e   x  \n
prompt_pwd /a/b(printf '\t')c/d
# CHECK: /a/b/d
