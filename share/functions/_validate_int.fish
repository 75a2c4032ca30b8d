# The check behind argparse's `N#name` specs and `!_validate_int`: with the
# validated flag's $_flag_value, $_flag_name and $_argparse_cmd in sight, the
# value must be a decimal integer, within --min and --max when given.
function _validate_int --no-scope-shadowing --description 'Check that an argparse flag value is an integer'
    if contains -- "$argv[1]" -h --help
        __fish_print_help _validate_int
        return 0
    end
    __minnow_validate_int $argv
end
