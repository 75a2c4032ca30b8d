# Completions for scp (OpenSSH 9.2): local files, remote hosts as `[user@]host:`
# (the hosts ssh knows), and the options with their arguments. Paths on the
# remote host are not listed: that would take a connection per Tab.

complete -c scp -n __minnow_word_may_be_host -a '(__fish_complete_user_at_hosts | string replace -r -- "\$" ":\tRemote host")'
complete -c scp -n __minnow_word_is_remote -f

complete -c scp -s 3 -d 'Copy between two remote hosts through this one'
complete -c scp -s 4 -d 'IPv4 addresses only'
complete -c scp -s 6 -d 'IPv6 addresses only'
complete -c scp -s A -d 'Forward the authentication agent'
complete -c scp -s B -d 'Batch mode: never ask for passwords'
complete -c scp -s C -d 'Compress all data'
complete -c scp -s c -x -a "(__fish_stripprefix='^-\w*c' __fish_complete_list , __fish_ssh_ciphers)" -d 'Ciphers, in order of preference'
complete -c scp -s D -r -F -d 'Use this local sftp-server (debugging)'
complete -c scp -s F -r -F -d 'Read this ssh configuration file'
complete -c scp -s i -r -F -d 'Identity (private key) file'
complete -c scp -s J -x -a '(__fish_complete_user_at_hosts)' -d 'Connect through this jump host'
complete -c scp -s l -x -d 'Limit the bandwidth to KBIT/s'
complete -c scp -s O -d 'Use the old SCP protocol, not SFTP'
complete -c scp -s o -x -a '(__minnow_complete_ssh_option)' -d 'Set an ssh configuration option'
complete -c scp -s P -x -d 'Port to connect to'
complete -c scp -s p -d 'Keep times and modes'
complete -c scp -s q -d 'Quiet: no progress meter'
complete -c scp -s R -d 'Copy between remote hosts directly'
complete -c scp -s r -d 'Copy directories recursively'
complete -c scp -s S -x -a '(__fish_complete_command)' -d 'Program for the connection (instead of ssh)'
complete -c scp -s s -d 'Use the SFTP protocol (the default)'
complete -c scp -s T -d 'Do not check file names the remote sends'
complete -c scp -s v -d Verbose
complete -c scp -s X -x -a 'buffer=\tRequest\ size nrequests=\tRequests\ in\ flight' -d 'SFTP protocol option'
