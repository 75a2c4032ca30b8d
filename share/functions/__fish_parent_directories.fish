# __fish_parent_directories PATH: PATH and each folder above it, deepest
# first (/a/b/c -> /a/b/c, /a/b, /a). Status 1 unless given one argument.
function __fish_parent_directories
    set -q argv[1]; and not set -q argv[2]
    or return 1
    set -l dirs
    set -l at ''
    for part in (string split -- / $argv[1])
        test -n "$part"
        or continue
        set at $at/$part
        set -p dirs $at
    end
    string join \n -- $dirs
    return 0
end
