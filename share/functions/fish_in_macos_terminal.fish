# fish_in_macos_terminal: true when the terminal runs on macOS, as the
# terminal reports it (status terminal-os), or else the system the shell
# runs on.
function fish_in_macos_terminal --description 'Test whether the terminal runs on macOS'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_in_macos_terminal
        return 0
    end
    set -l os (status terminal-os 2>/dev/null)
    or set os (__fish_uname)
    test "$os" = Darwin
end
