# __fish_nth_token N: print the Nth argument of the current command that is
# not an option (the command not counted), anywhere on the line; status 1
# when there are fewer.
function __fish_nth_token --description 'Print the Nth non-option argument' --argument-names n
    set -l args
    for word in (commandline -xp)[2..]
        string match -q -- '-*' $word
        or set -a args $word
    end
    set -q args[$n]
    or return 1
    printf '%s\n' $args[$n]
end
