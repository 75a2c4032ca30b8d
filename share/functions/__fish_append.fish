# __fish_append SEPARATOR ITEM...: the ITEMs, each after what the word being
# typed holds up to its last SEPARATOR (less an `--option=` in front), for
# completing lists like `-o a,b,c`. ITEMs may carry tab-separated
# descriptions.
function __fish_append --argument-names sep
    set -e argv[1]
    set -l word (commandline -ct | string replace -r -- '^--[^=]*=' '')
    set -l done "$(string match -r -- '^.*'(string escape --style=regex -- $sep) $word)"
    printf '%s\n' $done$argv
end
