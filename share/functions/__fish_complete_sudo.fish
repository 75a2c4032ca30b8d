# __fish_complete_sudo CMD: sudo's completions for CMD (sudo, or a command
# that runs like it): its options before the command, then the command line
# it runs, completed as one of its own (with the sbin folders on $PATH).
function __fish_complete_sudo --description 'Define the completions of sudo' --argument-names cmd
    set -l before '__fish_sudo_no_subcommand'
    complete -c $cmd -n __fish_no_arguments -s h -d 'Show help and exit'
    complete -c $cmd -n __fish_no_arguments -s V -d 'Show the version and exit'
    __minnow_complete_table $cmd -n $before -- \
        '-A|Ask for the password with $SUDO_ASKPASS|' \
        '-C|Close the descriptors from this one up|0 1 2 255' \
        '-E|Keep the environment|' \
        '-H|Set HOME to the target user\'s|' \
        '-K|Forget the cached credentials entirely|' \
        '-P|Keep the group vector|' \
        '-S|Read the password from standard input|' \
        '-b|Run the command in the background|' \
        '-g|Run the command as this group|(__fish_complete_groups)' \
        '-i|Run a login shell|' \
        '-k|Ignore the cached credentials|' \
        '-l|List what the user may run|' \
        '-n|Never ask for a password|' \
        '-p|Password prompt|' \
        '-s|Run the command in a shell|' \
        '-u|Run the command as this user|(__fish_complete_users)'
    complete -c $cmd -n $before -s e -r -F -d 'Edit files as the other user'
    complete -c $cmd -n $before -n __fish_no_arguments -s v -d 'Extend the cached credentials'
    complete -c $cmd -x -n 'not __fish_seen_argument -s e' -a '(__fish_complete_sudo_subcommand)'
end

# __fish_sudo_print_remaining_args: the command line sudo would run (the
# words after its options), NUL-separated; status 1 when there is none yet.
function __fish_sudo_print_remaining_args
    set -l words (commandline -xpc | string escape) (commandline -ct)
    set -e words[1]
    # -h is --host with an argument, except alone (sudo -h is help)
    argparse -s A/askpass b/background C/close-from= E/preserve-env=? e/edit g/group= H/set-home \
        h/host= 1-help i/login K/remove-timestamp k/reset-timestamp l/list n/non-interactive \
        P/preserve-groups p/prompt= S/stdin s/shell U/other-user= u/user= T/command-timeout= \
        V/version v/validate -- $words 2>/dev/null
    if test -n "$argv"; and not string match -q -- '-*' $argv[1]
        string join0 -- $argv
        return 0
    end
    return 1
end

function __fish_sudo_no_subcommand
    not __fish_sudo_print_remaining_args >/dev/null
end

function __fish_complete_sudo_subcommand
    set -l line (__fish_sudo_print_remaining_args | string split0)
    set -lx PATH $PATH /usr/local/sbin /sbin /usr/sbin
    __fish_complete_subcommand --commandline $line
end
