# Whether the shell runs as the superuser, for prompts that show it. Reads
# $EUID when something set it, else the user's name, so it costs no process.
function fish_is_root_user --description 'Check if the user is root'
    if test "$EUID" = 0 2>/dev/null
        return 0
    end
    contains -- "$USER" root toor Administrator
end
