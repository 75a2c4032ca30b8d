# __fish_macos_set_env VAR FILE DIR: set the exported list VAR the way
# macOS's path_helper builds PATH or MANPATH: the colon-separated entries of
# FILE, then of every file in DIR, then VAR's own entries, each once and no
# empty ones; MANPATH gets a trailing empty entry (man's "and the default").
function __fish_macos_set_env --description 'Set a path variable like path_helper does (macOS)'
    set -l var $argv[1]
    set -l entries
    for file in $argv[2] $argv[3]/*
        test -f $file
        or continue
        for entry in (string split : <$file)
            test -n "$entry"
            and not contains -- $entry $entries
            and set -a entries $entry
        end
    end
    for entry in $$var
        test -n "$entry"
        and not contains -- $entry $entries
        and set -a entries $entry
    end
    test "$var" = MANPATH
    and set -a entries ''
    set -gx $var $entries
end
