# __fish_with_status COMMAND...: run COMMAND and keep the status that was
# there before it, unless COMMAND fails (then its own status).
function __fish_with_status
    set -l before $status
    $argv
    or return
    return $before
end
