# funcsave [-q] [-d DIR] NAME...: write each function's definition to
# NAME.fish in DIR (the functions folder of the configuration by default),
# where it loads from in every later session. A NAME that is no longer a
# function has its file removed.
function funcsave --description 'Save the definitions of functions to files'
    argparse -n funcsave q/quiet h/help d/directory= -- $argv
    or return
    if set -q _flag_help
        __fish_print_help funcsave
        return 0
    end
    set -l dir $__fish_config_dir/functions
    set -q _flag_directory[1]
    and set dir $_flag_directory
    if not set -q argv[1]
        printf '%s: Expected at least %d args, got only %d\n' funcsave 1 0 >&2
        return 1
    end
    if not command mkdir -p -- $dir
        printf "%s: Could not create configuration directory '%s'\n" funcsave $dir >&2
        return 1
    end
    set -l result 0
    for name in $argv
        set -l file $dir/$name.fish
        if functions -q -- $name
            functions --no-details -- $name >$file
            and not set -q _flag_quiet
            and printf '%s: wrote %s\n' funcsave $file
        else if test -w $file
            command rm -- $file
            and not set -q _flag_quiet
            and printf '%s: removed %s\n' funcsave $file
        else
            printf "%s: Unknown function '%s'\n" funcsave $name >&2
            set result 1
        end
    end
    return $result
end
