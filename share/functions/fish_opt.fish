# fish_opt: one option specification for argparse, spelt out with options.
# The specification it prints reads, in order:
#   the short letter, then "/" and the long name ("-" and the long name with
#   --long-only, which keeps the letter for the variable only), or just "/NAME"
#   with no letter; then "=" (-r), "=?" (-o), "=+" (-m) or "=*" (-m with -o);
#   then "&" (-d, drop it from $argv_opts); then "!" and the rest of the
#   arguments as the script that checks each value (-v, given last).
function fish_opt --description 'Produce an option specification suitable for use with `argparse`.'
    argparse -n fish_opt --stop-nonopt --exclusive=r,o \
        h/help s/short= l/long= d/delete o/optional-val r/required-val \
        m/multiple-vals long-only v/validate -- $argv
    or return
    if set -q _flag_help
        __fish_print_help fish_opt
        return 0
    end

    # What makes the request impossible, checked in fish's order.
    set -l takes_value $_flag_required_val $_flag_optional_val $_flag_multiple_vals
    set -l problem
    if set -q argv[1]; and not set -q _flag_validate
        set problem 'Extra non-option arguments were provided'
    else if set -q _flag_validate; and not set -q argv[1]
        set problem 'The --validate flag requires subsequent arguments'
    else if set -q _flag_validate; and not set -q takes_value[1]
        set problem 'The --validate flag requires the --required-val, --optional-value, or --multiple-vals flag'
    else if set -q _flag_short; and test (string length -- $_flag_short) -ne 1
        set problem 'The --short flag must be a single character'
    else if not set -q _flag_short; and not set -q _flag_long
        set problem 'Either the --short or --long flag must be provided'
    else if set -q _flag_long_only; and not set -q _flag_long
        set problem 'The --long-only flag requires the --long flag'
    end
    if set -q problem[1]
        printf '%s: %s\n' fish_opt $problem >&2
        return 1
    end

    set -l spec "$_flag_short"
    if set -q _flag_long
        set -l joint /
        if set -q _flag_short; and set -q _flag_long_only
            set joint -
        end
        set spec "$spec$joint$_flag_long"
    end

    if set -q _flag_multiple_vals
        if set -q _flag_optional_val
            set spec "$spec=*"
        else
            set spec "$spec=+"
        end
    else if set -q _flag_required_val
        set spec "$spec="
    else if set -q _flag_optional_val
        set spec "$spec=?"
    end
    set -q _flag_delete; and set spec "$spec&"
    set -q _flag_validate; and set spec "$spec!$argv"
    echo $spec
end
