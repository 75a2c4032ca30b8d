# __fish_print_cmd_args_without_options: the words of the current command
# before the cursor that are not options, the command first.
function __fish_print_cmd_args_without_options --description 'Print the non-option words of the current command'
    for word in (commandline -xpc)
        string match -q -- '-*' $word
        or printf '%s\n' $word
    end
end
