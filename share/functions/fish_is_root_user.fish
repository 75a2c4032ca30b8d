# Whether the shell runs as the superuser, for prompts that show it. Reads
# $EUID when something set it, else the user's name, so it costs no process.
function fish_is_root_user --description 'Check if the user is root'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_is_root_user
        return 0
    end
    if test "$EUID" = 0 2>/dev/null
        return 0
    end
    contains -- "$USER" root toor Administrator
end
