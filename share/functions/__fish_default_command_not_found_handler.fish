# __fish_default_command_not_found_handler NAME...: the shell's message for a
# command it cannot find: "fish: Unknown command: NAME" (with the shell's
# own name), on standard error.
function __fish_default_command_not_found_handler
    printf '%s: Unknown command: %s\n' (path basename -- (status fish-path)) (string escape -- $argv[1]) >&2
end
