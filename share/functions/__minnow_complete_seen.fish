# Completion condition: one of the options given (-x or --long) is on the
# line before the word being completed; -x is found in a group (-gx) and
# --long with an attached value (--long=VALUE). Stops at --.
function __minnow_complete_seen --description 'Succeed when one of the options is on the line'
    set -l shorts (string match -r -- '^-[^-]$' $argv | string sub -s 2)
    for w in (commandline -opc)[2..-1]
        switch $w
            case --
                return 1
            case '--*'
                contains -- (string replace -r -- '=.*' '' $w) $argv; and return 0
            case '-*'
                for s in $shorts
                    string match -q -- "-*$s*" $w; and return 0
                end
        end
    end
    return 1
end
