# The manual page of a command, for the -h/--help of the functions in this
# folder (the pages live in doc/cmds/ and are built into minnow).
function __fish_print_help --description 'Print the manual page of a command'
    __minnow_print_help $argv[1]
end
