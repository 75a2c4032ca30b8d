# open FILE...: each file or URL in the application the desktop's settings
# choose for its type (see doc/cmds/open.md). The builtin __minnow_open does
# the work: the MIME database, mimeapps.list, the desktop files' Exec lines,
# and xdg-open when those know nothing.
function open --description 'Open file in default application'
    argparse -n open h/help -- $argv
    or return
    if set -q _flag_help
        __fish_print_help open
        return 0
    end
    if not set -q argv[1]
        printf '%s: Expected at least %d args, got only %d\n' open 1 0 >&2
        return 1
    end
    __minnow_open -- $argv
end
