# __fish_argcomplete_complete COMMAND...: the completions of a Python program
# that uses argcomplete: COMMAND runs with argcomplete's environment (the
# line, the cursor) and writes them to descriptor 8.
function __fish_argcomplete_complete --description 'Complete a Python argcomplete program'
    set -lx _ARGCOMPLETE 1
    set -lx _ARGCOMPLETE_IFS \n
    set -lx _ARGCOMPLETE_SUPPRESS_SPACE 1
    set -lx _ARGCOMPLETE_SHELL fish
    set -lx COMP_LINE (commandline -pc)
    set -lx COMP_POINT (string length -- (commandline -cp))
    set -lx COMP_TYPE
    $argv 8>&1 9>&2 2>/dev/null
end
