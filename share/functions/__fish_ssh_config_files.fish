# __fish_ssh_config_files [FILE...]: the ssh client configuration files in
# force, one a line: the system's (/etc/ssh/ssh_config) and the user's
# (~/.ssh/config, or the FILEs given, as with `ssh -F`), each followed by the
# files its Include lines name, recursively (see __minnow_included_files). As
# ssh does, a relative Include path is taken from /etc/ssh in the system's
# file and from ~/.ssh in the user's.
function __fish_ssh_config_files --description 'List the ssh configuration files in force'
    set -l user_files $argv
    set -q user_files[1]
    or set user_files ~/.ssh/config
    set -l include '(?i)^\s*Include(?:\s*=\s*|\s+)(.*?)\s*$'
    __minnow_included_files /etc/ssh $include /etc/ssh/ssh_config
    __minnow_included_files ~/.ssh $include $user_files
end
