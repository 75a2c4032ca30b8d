# fish_opt: one option specification for argparse, spelt out with options:
# -s X (required), -l NAME, --long-only, -o (optional value), -r (required
# value), --multiple-vals (a value each time, all kept).
function fish_opt --description 'Produce an option specification suitable for use with `argparse`.'
    argparse -n fish_opt --max-args=0 --exclusive=r,o --exclusive=M,o \
        h/help s/short= l/long= o/optional-val r/required-val L-long-only M-multiple-vals -- $argv
    or return
    if set -q _flag_help
        __fish_print_help fish_opt
        return 0
    end
    if not set -q _flag_short; or test (string length -- $_flag_short) -ne 1
        printf '%s: The --short flag is required and must be a single character\n' fish_opt >&2
        return 1
    end

    set -l spec $_flag_short
    if set -q _flag_long
        if set -q _flag_long_only
            set spec $spec-$_flag_long
        else
            set spec $spec/$_flag_long
        end
    end
    if set -q _flag_multiple_vals
        set spec $spec=+
    else if set -q _flag_required_val
        set spec $spec=
    else if set -q _flag_optional_val
        set spec $spec=?
    end
    echo $spec
end
