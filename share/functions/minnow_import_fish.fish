# minnow_import_fish [-n] [FOLDER]: brings a fish setup over to minnow (see
# doc/cmds/minnow_import_fish.md). Files are copied into
# $__fish_config_dir only where nothing of that name exists there; universal
# variables are read from fish's fish_variables (the format minnow keeps too:
# ASCII letters, digits and / as they are, every other character escaped,
# elements joined by \x1e, \x1d alone for an empty list) and set only where
# minnow has no universal variable of that name.
function minnow_import_fish --description 'Copy a fish configuration into minnow'
    argparse -n minnow_import_fish h/help n/dry-run -- $argv
    or return
    if set -q _flag_help
        __fish_print_help minnow_import_fish
        return 0
    end
    if set -q argv[2]
        printf 'minnow_import_fish: Expected at most 1 args, got %d\n' (count $argv) >&2
        return 2
    end

    set -l from $argv[1]
    if not set -q from[1]
        if test -n "$XDG_CONFIG_HOME"
            set from $XDG_CONFIG_HOME/fish
        else
            set from ~/.config/fish
        end
    end
    set from (string trim -r -c / -- $from)
    set -l to $__fish_config_dir
    if not test -d "$from"
        printf 'minnow_import_fish: %s: no fish configuration there\n' $from >&2
        return 1
    end
    if test (path resolve -- $from) = (path resolve -- $to)
        printf 'minnow_import_fish: minnow already uses %s\n' $from >&2
        return 1
    end

    set -l copied 0
    set -l kept
    # config.fish, fish_plugins (fisher's list) and every file below the
    # folders fish reads, at the same place under $to.
    set -l files
    for f in config.fish fish_plugins
        test -f $from/$f
        and set -a files $f
    end
    for d in conf.d functions completions themes
        test -d $from/$d
        or continue
        for f in $from/$d/**
            test -f $f
            and set -a files (string replace -- $from/ '' $f)
        end
    end
    for f in $files
        if test -e $to/$f; or test -L $to/$f
            set -a kept $f
            continue
        end
        set copied (math $copied + 1)
        if set -q _flag_dry_run
            echo "would copy $f"
            continue
        end
        command mkdir -p -- (path dirname -- $to/$f)
        and command cp -p -- $from/$f $to/$f
        or return 1
    end

    set -l vars 0
    set -l vars_kept
    if test -f $from/fish_variables
        set -l re '^SETUVAR ((?:--(?:export|path) )*)([A-Za-z0-9_]+):(.*)$'
        for line in (string match -r -- '^SETUVAR .*' <$from/fish_variables)
            set -l m (string match -r -- $re $line)
            or continue
            set -l name $m[3]
            if set -qU $name
                set -a vars_kept $name
                continue
            end
            set vars (math $vars + 1)
            if set -q _flag_dry_run
                echo "would set -U $name"
                continue
            end
            set -l values
            if test "$m[4]" != '\x1d'
                # Each element on its own: split where the escaped text has
                # \x1e, then unescape (exact: escaped text holds no quote,
                # blank or other character fish would read otherwise; a
                # newline inside stays, one at the very end would not).
                for e in (string split -- '\x1e' $m[4])
                    set -a values (string unescape -- $e | string collect)
                end
            end
            set -l flags
            string match -q -- '*--export *' $m[2]
            and set -a flags --export
            string match -q -- '*--path *' $m[2]
            and set -a flags --path
            set -U $flags $name $values
        end
    end

    set -l verb copied
    set -q _flag_dry_run
    and set verb 'would copy'
    printf '%s %d files and %d universal variables from %s to %s\n' $verb $copied $vars $from $to
    if set -q kept[1]; or set -q vars_kept[1]
        echo 'kept what minnow has already:'
        for f in $kept
            echo "  $to/$f"
        end
        for v in $vars_kept
            echo "  universal variable $v"
        end
    end
    return 0
end
