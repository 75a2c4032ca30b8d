# __fish_mktemp_relative [MKTEMP-OPTIONS] [NAME]: make a temporary file (or
# folder with -d) named NAME.XXXXXX in $TMPDIR (/tmp when unset) and print
# its path. NAME is "fish" when not given.
function __fish_mktemp_relative
    set -l dir /tmp
    set -q TMPDIR[1]
    and set dir $TMPDIR
    argparse -u -- $argv
    or return
    set -q argv[1]
    or set argv fish
    command mktemp $argv_opts -- $dir/$argv[1].XXXXXX
end
