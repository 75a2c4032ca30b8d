# RUN: %minnow %s
# `NAME -h` of a builtin calls the function __fish_print_help NAME with the
# builtin's own streams, wherever stdout goes (fish 4 does the same);
# status 2 from it is fish's "missing man page".
function __fish_print_help
    echo Documentation for $argv >&2
    return 1
end
builtin and --help 2>| string match -q 'Documentation for and'; and echo piped
# CHECK: piped
string --help
# CHECKERR: Documentation for string
set -h; echo status $status
# CHECKERR: Documentation for set
# CHECK: status 0
read --help
# CHECKERR: Documentation for read
for --help
# CHECKERR: Documentation for for
function __fish_print_help
    return 2
end
contains -h
# CHECKERR: contains: missing man page
# CHECKERR: Documentation may not be installed.
# CHECKERR: `help contains` will show an online version
# Without the function, the page's text is printed.
functions -e __fish_print_help
function __fish_print_help; end
functions -e __fish_print_help
set -l fish_function_path
test "$(math --help)" = "$(__minnow_print_help math)"; and echo text
# CHECK: text
