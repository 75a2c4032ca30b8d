# RUN: %minnow %s
# The default prompt and its helpers, with fixed colours and a fixed host.
# Bytes are shown with `string escape` (\e is ESC).
function prompt_hostname
    echo box
end
function show
    $argv | string escape
    echo
end
set -gx HOME /home/alice
set -g EUID 1000
set -gx USER alice
set -g fish_color_user brgreen
set -g fish_color_host normal
set -g fish_color_cwd green
set -g fish_color_cwd_root red
set -g fish_color_status red
cd /

# A normal user, after success: user@host cwd>
true
show fish_prompt
# CHECK: \e\[92malice\e\[m@\e\[mbox\e\[m\ \e\[32m/\e\[m\e\[m\>\{{ }}
# A failure shows the status in brackets, a pipeline each of its statuses.
false
show fish_prompt
# CHECK: \e\[92malice\e\[m@\e\[mbox\e\[m\ \e\[32m/\e\[m\e\[m\ \e\[m\e\[31m\[\e\[31m1\e\[m\e\[31m\]\e\[m\e\[m\>\{{ }}
true | false
show fish_prompt
# CHECK: \e\[92malice\e\[m@\e\[mbox\e\[m\ \e\[32m/\e\[m\e\[m\ \e\[m\e\[31m\[\e\[31m0\e\[31m\|\e\[31m1\e\[m\e\[31m\]\e\[m\e\[m\>\{{ }}
# A pipeline that ends well shows nothing, nor does SIGPIPE (141).
false | true
show fish_prompt
# CHECK: \e\[92malice\e\[m@\e\[mbox\e\[m\ \e\[32m/\e\[m\e\[m\>\{{ }}
# A status just produced is bold (here: a generation the prompt has not seen).
set -g __fish_prompt_status_generation -1
false
show fish_prompt
# CHECK: \e\[92malice\e\[m@\e\[mbox\e\[m\ \e\[32m/\e\[m\e\[m\ \e\[m\e\[31m\[\e\[31\;1m1\e\[m\e\[31m\]\e\[m\e\[m\>\{{ }}
# The directory is shortened, ~ for home.
mkdir -p $TMPDIR/deep/er
set -gx HOME $TMPDIR
cd $TMPDIR/deep/er
true
show fish_prompt
# CHECK: \e\[92malice\e\[m@\e\[mbox\e\[m\ \e\[32m\~/d/er\e\[m\e\[m\>\{{ }}
cd /

# root: '#' and $fish_color_cwd_root
set -gx USER root
set -g EUID 0
true
show fish_prompt
# CHECK: \e\[92mroot\e\[m@\e\[mbox\e\[m\ \e\[31m/\e\[m\e\[m#\{{ }}
set -e fish_color_cwd_root
show fish_prompt
# CHECK: \e\[92mroot\e\[m@\e\[mbox\e\[m\ \e\[32m/\e\[m\e\[m#\{{ }}

# fish_is_root_user: $EUID 0, or the name root, toor or Administrator
for pair in '1000 alice' '0 alice' '1000 root' '1000 toor' '1000 Administrator' ' bob'
    set -l p (string split ' ' -- $pair)
    set -g EUID $p[1]
    set -gx USER $p[2]
    fish_is_root_user
    echo "$pair: $status"
end
# CHECK: 1000 alice: 1
# CHECK: 0 alice: 0
# CHECK: 1000 root: 0
# CHECK: 1000 toor: 0
# CHECK: 1000 Administrator: 0
# CHECK:  bob: 1
set -g EUID 1000
set -gx USER alice

# prompt_login: the remote colour over SSH (and in a container), a chroot's
# name first. Both of these are looked up once; here they are set.
set -g fish_color_host_remote yellow
set -g __fish_machine
set -g __minnow_in_container 0
show prompt_login
SSH_TTY=/dev/pts/0 show prompt_login
set -g __minnow_in_container 1
show prompt_login
set -g __minnow_in_container 0
set -g __fish_machine '(chroot:sid)'
show prompt_login
# CHECK: \e\[92malice\e\[m@\e\[mbox\e\[m
# CHECK: \e\[92malice\e\[m@\e\[33mbox\e\[m
# CHECK: \e\[92malice\e\[m@\e\[33mbox\e\[m
# CHECK: \e\[33m\(chroot:sid\)\e\[m\ \e\[92malice\e\[m@\e\[mbox\e\[m

# prompt_hostname cuts the domain (the real function this time).
functions -e prompt_hostname # erased names are not autoloaded again, as in fish
source $__fish_data_dir/functions/prompt_hostname.fish
prompt_hostname | string match -qrv '\.'; and echo no dot
# CHECK: no dot

# __fish_print_pipestatus: braces, separators and the job's own status.
show __fish_print_pipestatus '[' ']' '|' '<' '>' 0 2 3
show __fish_print_pipestatus '(' ')' / '' '' 1 130
__fish_last_status=1 show __fish_print_pipestatus '[' ']' '|' '' '' 0
__fish_print_pipestatus '[' ']' '|' '' '' 0; echo .
__fish_print_pipestatus '[' ']' '|' '' '' 141; echo .
__fish_print_pipestatus '[' ']'
# CHECK: \e\[m\<\[\>0\<\|\>2\<\|\>3\e\[m\<\]\e\[m\e\[m
# CHECK: \e\[m\(1/SIGINT\e\[m\)\e\[m\e\[m
# CHECK: \e\[m\[0\e\[m\]\e\[m\ 1\e\[m
# CHECK: .
# CHECK: .
# CHECKERR: error: missing argument
# CHECKERR: in function '__fish_print_pipestatus' with arguments {{.*}}
# CHECKERR: 	called on line {{\d+}} of file func_fish_prompt.fish
fish_status_to_signal 0 1 130 137 143 255
# CHECK: 0
# CHECK: 1
# CHECK: SIGINT
# CHECK: SIGKILL
# CHECK: SIGTERM
# CHECK: 255

# fish_mode_prompt: nothing with the default bindings; the vi mode otherwise
# (the tag on a line of its own, the reset and space on the next, as fish).
show fish_mode_prompt
set -g fish_key_bindings fish_vi_key_bindings
for mode in default insert replace_one replace visual
    set -g fish_bind_mode $mode
    show fish_mode_prompt
end
# CHECK: 
# CHECK: \e\[31\;1m\[N\]
# CHECK: \e\[m\{{ }}
# CHECK: \e\[32\;1m\[I\]
# CHECK: \e\[m\{{ }}
# CHECK: \e\[32\;1m\[R\]
# CHECK: \e\[m\{{ }}
# CHECK: \e\[36\;1m\[R\]
# CHECK: \e\[m\{{ }}
# CHECK: \e\[35\;1m\[V\]
# CHECK: \e\[m\{{ }}
set -e fish_key_bindings fish_bind_mode
# No right prompt by default, as in fish.
functions -q fish_right_prompt; or echo no right prompt
# CHECK: no right prompt

# fish_title: the command (at most 20 characters) and the short directory.
cd /usr/share
fish_title
fish_title 'vim notes.txt'
fish_title 'a command line longer than twenty characters'
SSH_TTY=/dev/pts/0 fish_title make
INSIDE_EMACS=28.1,term:0.96 fish_title make; echo emacs
# CHECK: /u/share
# CHECK: vim notes.txt /u/share
# CHECK: a command line longe /u/share
# CHECK: [{{[^ ]+}}] make /u/share
# CHECK: emacs

# With TERM=dumb set_color prints nothing: plain text, same layout.
set -gx TERM dumb
set -g __fish_machine
function prompt_hostname
    echo box
end
false
fish_prompt; echo
set -gx TERM xterm-256color
# CHECK: alice@box /u/share [1]>{{ }}
