# RUN: %minnow %s
# Host names for ssh, scp and rsync from a made-up home: ~/.ssh/config with
# Host lines (patterns and negations left out, Host=name too) and Include
# (relative to ~/.ssh, with a wildcard, a loop back ignored), known_hosts
# (hashed lines skipped, [host]:port, comma-separated names, markers and
# comments skipped) and a UserKnownHostsFile the configuration names.
# /etc/hosts and /etc/ssh are the machine's: what they add is filtered out.
source data/complete_lib.fish
command mkdir -p home/.ssh/conf.d
stand_ins ssh scp rsync
set -gx HOME $tmp/home

printf '%s\n' 'Host alpha beta' '    HostName alpha.example.com' 'Host *.wild !neg gamma?' \
    'Include conf.d/*.conf' '  host=delta' 'Include = "conf.d/b?.cfg"' 'UserKnownHostsFile ~/.ssh/extra_known' >home/.ssh/config
printf '%s\n' 'Host epsilon' 'Include ~/.ssh/config' >home/.ssh/conf.d/a.conf
printf '%s\n' 'Host not-included' >home/.ssh/conf.d/a.other
printf '%s\n' 'Host lambda' >home/.ssh/conf.d/b1.cfg
printf '%s\n' 'Host not-either' >home/.ssh/conf.d/b12.cfg
printf '%s\n' 'zeta.example.org,10.0.0.5 ssh-ed25519 AAAA' '|1|abcdef=|ghijk= ssh-rsa AAAA' \
    '[eta.example.net]:2222 ssh-rsa AAAA' '# comment' '@cert-authority *.example.com ssh-rsa AAA' \
    '[theta]:22,[10.1.1.1]:22 ssh-rsa X' >home/.ssh/known_hosts
printf '%s\n' 'iota ssh-rsa X' >home/.ssh/extra_known

# what the machine adds is left out
set -l machine (HOME=/nonexistent __fish_print_hostnames)
function ours
    for host in $argv
        contains -- $host $machine
        or echo $host
    end
end
ours (__fish_print_hostnames)
# CHECK: alpha
# CHECK: beta
# CHECK: delta
# CHECK: epsilon
# CHECK: lambda
# CHECK: zeta.example.org
# CHECK: 10.0.0.5
# CHECK: eta.example.net
# CHECK: theta
# CHECK: 10.1.1.1
# CHECK: iota
__fish_ssh_config_files | string match -v -- '/etc/*' | string replace -- $HOME '~'
# CHECK: ~/.ssh/config
# CHECK: ~/.ssh/conf.d/a.conf
# CHECK: ~/.ssh/conf.d/b1.cfg

# ssh: the destination, with or without user@, then the remote command
complete -C 'ssh al'
# CHECK: alpha
complete -C 'ssh bob@e'
# CHECK: bob@epsilon
# CHECK: bob@eta.example.net
complete -C 'ssh -p 22 -v th'
# CHECK: theta
complete -C 'ssh -vp22 th'
# CHECK: theta
complete -C 'ssh -l bob th'
# CHECK: theta
complete -C 'ssh alpha ls --colo'
# CHECK: --color	Colour the output WHEN
# CHECK: --color=	Colour the output WHEN
complete -C 'ssh -o BatchMode=n'
# CHECK: BatchMode=no	Set a configuration option
complete -C 'ssh -o StrictHost'
# CHECK: StrictHostKeyChecking=	Set a configuration option
complete -C 'ssh -O e'
# CHECK: exit	Stop the master

# -F picks another configuration file
printf '%s\n' 'Host kappa' >$tmp/other_config
complete -C "ssh -F $tmp/other_config ka"
# CHECK: kappa
complete -C 'ssh ka'

# scp and rsync: hosts with a colon, local files beside them; nothing after
# host: (remote paths are not listed)
command touch alpaca
complete -C 'scp al' | string replace -r -- '\t.*' ''
# CHECK: alpaca
# CHECK: alpha:
complete -C 'scp ./al' | string replace -r -- '\t.*' ''
# CHECK: ./alpaca
complete -C 'scp alpha:'
complete -C 'rsync -av de'
# CHECK: delta:	Remote host
complete -C 'rsync bob@io'
# CHECK: bob@iota:	Remote host
complete -C 'rsync --delete-a'
# CHECK: --delete-after	Delete after the transfer

finish
