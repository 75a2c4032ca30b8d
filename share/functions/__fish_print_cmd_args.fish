# __fish_print_cmd_args: the words of the current command before the cursor,
# one a line, the command first.
function __fish_print_cmd_args --description 'Print the words of the current command'
    commandline -xpc
end
