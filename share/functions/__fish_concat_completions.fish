# __fish_concat_completions: for an option that takes a comma-separated list,
# turn the candidate values on standard input into completions of the word
# being typed: values already in the list are left out, and each candidate
# follows what was typed up to the last comma.
function __fish_concat_completions --description 'Complete a comma-separated list from the values on stdin'
    set -l token (commandline -ct)
    set -l typed (string split -- , $token)
    set -l head (string replace -rf -- '^(.*,).*$' '$1' $token)
    while read -l value
        test -n "$value"
        or continue
        contains -- $value $typed
        and continue
        echo "$head$value"
    end
end
