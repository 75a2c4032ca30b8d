# fish_command_not_found COMMAND [ARG...]: what the shell does when COMMAND
# is not found: it prints the default message (the shell then adds where
# and, at a terminal, a suggestion). Define your own to do something else.
#
# In an interactive shell, the system's own handler is used when there is
# one: Ubuntu's and Debian's command-not-found, Fedora's PackageKit, SUSE's,
# NixOS's, or pkgfile on Arch, which say which package has the command.
function fish_command_not_found --description 'The default handler of unknown commands'
    __fish_default_command_not_found_handler $argv
end

# Defines fish_command_not_found as the system's handler, when there is one.
function __minnow_system_command_not_found
    # An old handler of the user's, by fish's name before 3.2.
    if functions -q __fish_command_not_found_handler
        function fish_command_not_found --description 'Handle an unknown command (the user\'s old handler)'
            __fish_command_not_found_handler $argv
        end
        return
    end
    # The distribution: the ID and ID_LIKE words of /etc/os-release.
    set -l os
    test -r /etc/os-release
    and set os (string replace -rf -- '^ID(?:_LIKE)?\s*=(.*)' '$1' </etc/os-release | string trim -c '\'"' | string split ' ')
    if begin
            contains -- suse $os; or contains -- sles $os
        end; and command -q command-not-found
        function fish_command_not_found --description 'Say which package has an unknown command (SUSE)'
            command command-not-found $argv[1]
        end
    else if test -f /usr/libexec/pk-command-not-found
        function fish_command_not_found --description 'Say which package has an unknown command (PackageKit)'
            /usr/libexec/pk-command-not-found $argv
        end
    else if test -f /usr/lib/command-not-found
        function fish_command_not_found --description 'Say which package has an unknown command (Debian, Ubuntu)'
            /usr/lib/command-not-found -- $argv[1]
        end
    else if test -f /run/current-system/sw/bin/command-not-found
        function fish_command_not_found --description 'Say which package has an unknown command (NixOS)'
            /run/current-system/sw/bin/command-not-found $argv
        end
    else if command -q command-not-found
        function fish_command_not_found --description 'Say which package has an unknown command'
            command command-not-found -- $argv[1]
        end
    else if command -q pkgfile
        function fish_command_not_found --description 'Say which package has an unknown command (pkgfile)'
            if set -l packages (command pkgfile --binaries --verbose -- $argv[1] 2>/dev/null)
                printf '%s may be found in the following packages:\n' $argv[1]
                printf '  %s\n' $packages
            else
                __fish_default_command_not_found_handler $argv[1]
            end
        end
    end
end

# The system's handler only for an interactive shell. (No `exit` here: this file is
# loaded on demand.)
if status is-interactive
    __minnow_system_command_not_found
end
