# fish_delta [OPTIONS] [NAME...]: how the user's configuration differs from
# what the shell ships: for each function and completion file of the user's
# (those named NAME, or all) whether it changes a shipped one (with a diff),
# leaves it as it is, or is new (with -n); conf.d snippets and config.fish
# always count as changes. Status 1 when there was something to show.
function fish_delta --description 'Compare the configuration with the shipped files'
    argparse h/help f/no-functions c/no-completions C/no-config d/no-diff n/new V/vendor= -- $argv
    or return
    if set -q _flag_help
        __fish_print_help fish_delta
        return 0
    end
    set -l vendor default
    if set -q _flag_vendor[1]
        if not contains -- $_flag_vendor[-1] default ignore user
            echo "Wrong vendor mode '$_flag_vendor[-1]'." >&2
            echo 'Valid values are: default, ignore, new' >&2
            return 2
        end
        set vendor $_flag_vendor[-1]
    end
    command -q diff
    or set _flag_no_diff 1

    # The folders to look at: those on the paths but the shell's own (and
    # the packages' vendor folders, unless --vendor=user).
    set -l kinds
    set -l dirs
    set -q _flag_no_functions
    or set -a kinds functions
    set -q _flag_no_completions
    or set -a kinds completions
    set -q _flag_no_config
    or set -a kinds conf.d
    if not set -q kinds[1]
        echo 'No directories to check!' >&2
        return 2
    end

    set -l colors '' '' '' '' ''
    set -l pager cat
    if isatty stdout
        set colors (set_color --reset) (set_color brblue) (set_color bryellow) (set_color green) (set_color red)
        set pager (__fish_anypager)
        or set pager cat
        set -q LESS
        or set -lx LESS isRF
    end

    set -l found 0
    begin
        for kind in $kinds
            set -l user_dirs
            switch $kind
                case functions
                    set user_dirs $fish_function_path
                case completions
                    set user_dirs $fish_complete_path
                case conf.d
                    set user_dirs $__fish_config_dir/conf.d
                    set -q __fish_sysconf_dir[1]
                    and set -a user_dirs $__fish_sysconf_dir/conf.d
            end
            set -l keep
            for dir in $user_dirs
                # our own folder, and what follows it (fish's own completions
                # where fish is installed, the generated ones), are defaults
                test "$dir" = $__fish_data_dir/$kind
                and break
                if string match -q -- '*/vendor_*' $dir; and test $vendor != user
                    continue
                end
                set -a keep $dir
            end
            set -l files
            if set -q argv[1]
                set files (path filter -rf -- $keep/$argv.fish)
            else
                set files (path filter -rf -- $keep/*)
            end
            set -q files[1]
            and set found 1
            set -l shipped (status list-files $kind/)
            for file in $files
                set -l shown (path resolve -- $file)
                set -l name (path basename -- $file)
                if test $kind = conf.d
                    # a snippet runs at every start: all of it is a change
                    printf '%sChanged%s: %s\n' $colors[3] $colors[1] $shown
                    set -q _flag_no_diff
                    or command diff -u -- /dev/null $file
                else if not contains -- $kind/$name $shipped
                    set -q _flag_new
                    and printf '%sNew%s: %s\n' $colors[2] $colors[1] $shown
                else if set -q _flag_no_diff[1]; and not command -q diff
                    printf '%sPossibly changed%s: %s\n' $colors[3] $colors[1] $shown
                else
                    set -l original (__fish_mktemp_relative fish-delta)
                    status get-file $kind/$name >$original
                    if command diff -q -- $original $file >/dev/null 2>&1
                        printf '%sUnmodified%s: %s\n' $colors[4] $colors[1] $shown
                    else
                        printf '%sChanged%s: %s\n' $colors[3] $colors[1] $shown
                        set -q _flag_no_diff
                        or command diff -u -- $original $file
                    end
                    command rm -f -- $original
                end
            end
        end
        # config.fish is one file, read from each place that has one.
        if set -q _flag_no_config
        else if not set -q argv[1]; or contains -- config $argv
            set -l configs
            set -q __fish_sysconf_dir[1]
            and set -a configs $__fish_sysconf_dir/config.fish
            for file in (path filter -rf -- $configs $__fish_config_dir/config.fish)
                set found 1
                printf '%sChanged%s: %s\n' $colors[3] $colors[1] (path resolve -- $file)
                set -q _flag_no_diff
                or command diff -u -- /dev/null $file
            end
        end
    end | string replace -r -- '^(-.*)$' "$colors[5]\$1$colors[1]" |
        string replace -r -- '^(\+.*)$' "$colors[4]\$1$colors[1]" | $pager
    return $found
end
