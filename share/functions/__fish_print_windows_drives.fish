# __fish_print_windows_drives: the drives of Windows (C:, D:...), for shells
# on Cygwin, MSYS and WSL; nothing elsewhere.
function __fish_print_windows_drives --description 'Print Windows drives'
    command -q wmic
    and command wmic logicaldisk get name 2>/dev/null | tail -n +2 | string trim | string match -v ''
end
