# fish_in_macos_terminal: true when the terminal runs on macOS. (The shell
# cannot ask the terminal; it answers for the system it runs on.)
function fish_in_macos_terminal --description 'Test whether the terminal runs on macOS'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_in_macos_terminal
        return 0
    end
    test (__fish_uname) = Darwin
end
