# __fish_tokenizer_state [-i STATE] TEXT: where TEXT leaves the quoting of a
# token, starting from STATE (normal by default): normal, single, double,
# escaped (after a bare backslash), single-escaped or double-escaped (after
# a backslash inside quotes).
function __fish_tokenizer_state --description 'Print the state of the tokenizer at the end of a string'
    argparse --min-args 1 --max-args 1 i/initial-state= -- $argv
    or return 1
    set -l state normal
    set -q _flag_initial_state[1]
    and set state $_flag_initial_state
    for c in (string split -- '' $argv[1])
        switch "$state:$c"
            # a backslash escapes the next character, in and out of quotes
            case 'escaped:*'
                set state normal
            case 'single-escaped:*'
                set state single
            case 'double-escaped:*'
                set state double
            case 'normal:\\\\'
                set state escaped
            case 'single:\\\\'
                set state single-escaped
            case 'double:\\\\'
                set state double-escaped
            case "normal:'"
                set state single
            case "single:'"
                set state normal
            case 'normal:"'
                set state double
            case 'double:"'
                set state normal
        end
    end
    echo $state
end
