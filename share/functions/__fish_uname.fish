# The kernel's name as `uname` prints it (Linux, Darwin, FreeBSD, CYGWIN_NT-...),
# asked once per session: completions and plugins branch on it often.
function __fish_uname
    set -q __fish_uname
    or set -g __fish_uname (command uname)
    echo -- $__fish_uname
end
