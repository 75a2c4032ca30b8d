# __fish_print_windows_users: the user accounts of Windows, for shells on
# Cygwin, MSYS and WSL; nothing elsewhere.
function __fish_print_windows_users --description 'Print Windows user names'
    command -q wmic
    and command wmic useraccount get name 2>/dev/null | tail -n +2 | string trim | string match -v ''
end
