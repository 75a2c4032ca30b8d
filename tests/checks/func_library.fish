# RUN: %minnow %s
# The shipped functions are functions (type, functions), not builtins, load
# on first use, and show their manual page for -h.
for f in cd pushd popd dirs prevd nextd dirh cdh umask isatty fish_opt alias export setenv psub fish_add_path realpath vared contains_seq _validate_int
    echo $f (type -t $f)
end
# CHECK: cd function
# CHECK: pushd function
# CHECK: popd function
# CHECK: dirs function
# CHECK: prevd function
# CHECK: nextd function
# CHECK: dirh function
# CHECK: cdh function
# CHECK: umask function
# CHECK: isatty function
# CHECK: fish_opt function
# CHECK: alias function
# CHECK: export function
# CHECK: setenv function
# CHECK: psub function
# CHECK: fish_add_path function
# CHECK: realpath function
# CHECK: vared function
# CHECK: contains_seq function
# CHECK: _validate_int function
builtin -n | grep -c -x -e pushd -e popd -e umask -e alias -e psub
# CHECK: 0
builtin -n | grep -c -x -e cd -e realpath
# CHECK: 2
functions -q pushd; and echo defined
# CHECK: defined
for f in pushd popd dirs prevd nextd dirh umask isatty fish_opt alias psub fish_add_path vared
    $f -h | grep -m 1 -e ' - '
end
# CHECK: pushd - push directory to directory stack
# CHECK: popd - move through directory stack
# CHECK: dirs - print directory stack
# CHECK: prevd - move backward through directory history
# CHECK: nextd - move forward through directory history
# CHECK: dirh - print directory history
# CHECK: umask - set or get the file creation mode mask
# CHECK: isatty - test if a file descriptor is a terminal
# CHECK: fish_opt - create an option specification for the argparse command
# CHECK: alias - create a function
# CHECK: psub - perform process substitution
# CHECK: fish_add_path - add to the path
# CHECK: vared - interactively edit the value of an environment variable

# Every function fish 4.8 ships (fish_function_names.txt) exists here: as a
# function (loaded on demand), a builtin, or, for the wrappers fish defines
# only where the system has something to wrap (grep, diff, seq...), the
# command itself.
set -l missing
for name in (string match -rv '^#' <fish_function_names.txt)
    functions -q -- $name; or type -q -- $name; or set -a missing $name
end
echo missing: $missing
# CHECK: missing:
