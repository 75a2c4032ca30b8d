# Completions for sudo (1.9.13): the command to run, completed as a command
# line of its own (commands in the sbin folders too), files after -e, and the
# options (only before the command).

set -l takes_arg -u --user -g --group -C --close-from -D --chdir -p --prompt -R --chroot -r --role -t --type -T --command-timeout -U --other-user --host
set -l before "not __fish_seen_argument -s e -l edit; and not __minnow_wrapped_line $takes_arg >/dev/null"
complete -c sudo -n "not __fish_seen_argument -s e -l edit; and __minnow_wrapped_line $takes_arg >/dev/null" -x -a "(__minnow_sudo_line $takes_arg)"

function __minnow_sudo_line --description 'Complete the command line sudo runs'
    # sudo finds the commands of root's PATH too
    set -lx PATH $PATH /usr/local/sbin /usr/sbin /sbin
    complete -C (__minnow_wrapped_line $argv)
end

complete -c sudo -n $before -s A -l askpass -d 'Ask for the password with a helper program'
complete -c sudo -n $before -s b -l background -d 'Run the command in the background'
complete -c sudo -n $before -s B -l bell -d 'Ring the bell when asking for the password'
complete -c sudo -n $before -s C -l close-from -x -a '3 4 5 10' -d 'Close the file descriptors from NUM up'
complete -c sudo -n $before -s D -l chdir -x -a '(__fish_complete_directories)' -d 'Run the command in DIRECTORY'
complete -c sudo -n $before -s E -l preserve-env -f -d 'Keep the environment (or these variables)'
complete -c sudo -n $before -s e -l edit -d 'Edit files as the other user (sudoedit)'
complete -c sudo -n $before -s g -l group -x -a '(__fish_complete_groups)' -d 'Run the command as GROUP'
complete -c sudo -n $before -s H -l set-home -d 'Set HOME to the home of the target user'
complete -c sudo -n $before -s h -l help -d 'Show help and exit'
complete -c sudo -n $before -l host -x -a '(__fish_print_hostnames)' -d 'List the privileges on HOST'
complete -c sudo -n $before -s i -l login -d 'Run a login shell (or the command in it)'
complete -c sudo -n $before -s K -l remove-timestamp -d 'Forget the cached credentials entirely'
complete -c sudo -n $before -s k -l reset-timestamp -d 'Ignore the cached credentials'
complete -c sudo -n $before -s l -l list -d 'List the privileges of the user'
complete -c sudo -n $before -s N -l no-update -d 'Do not update the cached credentials'
complete -c sudo -n $before -s n -l non-interactive -d 'Never ask: fail when a password is needed'
complete -c sudo -n $before -s P -l preserve-groups -d 'Keep the group vector of the user'
complete -c sudo -n $before -s p -l prompt -x -d 'Password prompt'
complete -c sudo -n $before -s R -l chroot -x -a '(__fish_complete_directories)' -d 'Change the root directory first'
complete -c sudo -n $before -s r -l role -x -d 'SELinux role'
complete -c sudo -n $before -s S -l stdin -d 'Read the password from standard input'
complete -c sudo -n $before -s s -l shell -d 'Run a shell (or the command in it)'
complete -c sudo -n $before -s t -l type -x -d 'SELinux type'
complete -c sudo -n $before -s T -l command-timeout -x -d 'Timeout for the command'
complete -c sudo -n $before -s U -l other-user -x -a '(__fish_complete_users)' -d 'With -l, the privileges of USER'
complete -c sudo -n $before -s u -l user -x -a '(__fish_complete_users)' -d 'Run the command as USER'
complete -c sudo -n $before -s V -l version -d 'Show version and exit'
complete -c sudo -n $before -s v -l validate -d 'Renew the cached credentials'
