# __fish_complete_ssh COMMAND: defines the options the OpenSSH programs share
# (ssh, scp, sftp) as completions of COMMAND, for third-party completions
# built on ssh.
function __fish_complete_ssh --description 'Define the completions of the common ssh options' --argument-names cmd
    complete -c $cmd -s 4 -d 'IPv4 addresses only'
    complete -c $cmd -s 6 -d 'IPv6 addresses only'
    complete -c $cmd -s A -d 'Forward the authentication agent'
    complete -c $cmd -s C -d 'Compress all data'
    complete -c $cmd -s c -x -a "(__fish_stripprefix='^-\w*c' __fish_complete_list , __fish_ssh_ciphers)" -d 'Ciphers, in order of preference'
    complete -c $cmd -s F -r -F -d 'Read this ssh configuration file'
    complete -c $cmd -s i -r -F -d 'Identity (private key) file'
    complete -c $cmd -s J -x -a '(__fish_complete_user_at_hosts)' -d 'Connect through this jump host'
    complete -c $cmd -s o -x -a '(__minnow_complete_ssh_option)' -d 'Set an ssh configuration option'
    complete -c $cmd -s q -d Quiet
    complete -c $cmd -s v -d Verbose
end
