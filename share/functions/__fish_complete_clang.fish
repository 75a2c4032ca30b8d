# __fish_complete_clang: the completions clang gives for the word being
# typed (clang --autocomplete), for clang, clang++ and their versions. For a
# value (-std=c), clang prints the value alone: the option goes in front.
function __fish_complete_clang --description 'Complete from clang --autocomplete'
    set -l word (commandline -ct)
    set -l prefix (string replace -rf -- '^(.*=)[^=]*$' '$1' $word)
    set -l clang (commandline -xp)[1]
    set -l query (string unescape -- $word)
    test -n "$prefix"
    and set query (string replace -- $prefix "$prefix," $query)
    command $clang --autocomplete=$query 2>/dev/null | string replace -r -- '^(\S+)\s*(.*)$' "$prefix\$1\t\$2"
end
