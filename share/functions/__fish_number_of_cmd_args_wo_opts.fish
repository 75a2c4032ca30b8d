# __fish_number_of_cmd_args_wo_opts: how many words before the cursor are not
# options, the command included (so 1 right after the command).
function __fish_number_of_cmd_args_wo_opts --description 'Count the non-option words of the current command'
    count (__fish_print_cmd_args_without_options)
end
