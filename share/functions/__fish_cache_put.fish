# __fish_cache_put FILE: create FILE (a cache entry) if need be and give it
# the owner of its folder, so a cache filled under sudo stays the user's.
function __fish_cache_put
    set -l file $argv[1]
    command touch -- $file
    or return
    set -l dir (path dirname -- $file)
    command chown --reference=$dir -- $file 2>/dev/null
    and return
    set -l owner (command stat -c '%u:%g' -- $dir 2>/dev/null; or command stat -f '%u:%g' -- $dir 2>/dev/null)
    set -q owner[1]
    and command chown $owner[1] -- $file 2>/dev/null
    return 0
end
