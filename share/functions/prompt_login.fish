# prompt_login: "user@host" for a prompt, in $fish_color_user and
# $fish_color_host. The host takes $fish_color_host_remote (when set) over
# SSH and inside a container, so a remote shell stands out; a Debian chroot's
# name comes first, in yellow. What does not change (chroot, container) is
# looked up once per session.
function prompt_login --description 'Print user@host for the prompt'
    if contains -- "$argv[1]" -h --help
        __fish_print_help prompt_login
        return 0
    end
    if not set -q __fish_machine
        set -g __fish_machine
        set -l chroot $debian_chroot
        if test -r /etc/debian_chroot
            set chroot (cat /etc/debian_chroot)
        end
        if test -n "$chroot[1]"
            set __fish_machine "(chroot:$chroot[1])"
        end
        set -g __minnow_in_container 0
        if test -e /run/.containerenv -o -e /.dockerenv
            set __minnow_in_container 1
        end
    end

    set -l host_color $fish_color_host
    if set -q fish_color_host_remote[1]
        if set -q SSH_TTY; or test "$__minnow_in_container" = 1
            set host_color $fish_color_host_remote
        end
    end
    set -l normal (set_color normal)
    if test -n "$__fish_machine[1]"
        printf '%s' (set_color yellow) $__fish_machine[1] $normal ' '
    end
    printf '%s' (set_color $fish_color_user) "$USER" $normal @ (set_color $host_color) (prompt_hostname) $normal
end
