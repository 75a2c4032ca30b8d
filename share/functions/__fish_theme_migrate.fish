# __fish_theme_migrate: once, for a configuration from fish before 4.3
# ($__fish_initialized below 4300): the colour variables and
# fish_key_bindings, which were universal then, become global ones set by
# files in conf.d (fish_frozen_theme.fish, fish_frozen_key_bindings.fish),
# and the universal ones go. Colours that are all old defaults are simply
# dropped. A note says what was done.
function __fish_theme_migrate
    functions -e __fish_theme_migrate
    set -l migration_version 4300
    set -q __fish_initialized[1]
    and test "$__fish_initialized" -lt $migration_version 2>/dev/null
    or return 0

    # Paths as the user knows them (the real folder, ~ for home).
    set -l config (path resolve -- $__fish_config_dir)
    set -l notes
    set -l erase
    set -l colors (__fish_theme_variables --universal)
    if set -q colors[1]
        set -a erase $colors
        set -l how .
        if not __fish_config_theme_uvars_subset_of_historical_default $colors
            set -l settings
            for name in $colors
                set -g $name $$name
                set -a settings "$(string escape -- $name $$name | string join ' ')"
            end
            __fish_theme_freeze __fish_theme_migrate $settings
            set how " by default."\n"  Migrated them to global variables set in "(set_color --underline)(__fish_unexpand_tilde $config/conf.d/fish_frozen_theme.fish)(set_color --reset)
        end
        set -a notes "* Color variables are no longer set in universal scope$how"
        set -a notes '  To restore syntax highlighting in other fish sessions, please restart them.'
    end
    if set -qU fish_key_bindings
        set -a erase fish_key_bindings
        set -l file conf.d/fish_frozen_key_bindings.fish
        __fish_backup_config_files $file
        command mkdir -p -- $__fish_config_dir/conf.d
        # The default needs no setting, nor does a value the user already
        # sets globally: the line stays, commented out.
        set -l comment
        if test "$fish_key_bindings" = fish_default_key_bindings; or set -qg fish_key_bindings
            set comment '# '
        end
        begin
            echo '# Written when the shell moved fish_key_bindings, which fish before 4.3'
            echo '# kept in universal scope, to a global variable set here. You may delete'
            echo '# this file and set fish_key_bindings in config.fish instead.'
            echo
            echo "$comment""set --global fish_key_bindings $fish_key_bindings"
            echo
            echo '# fish before 4.3 set the universal variable again whenever it was erased,'
            echo '# so while such a fish may still run here it is erased at every start.'
            echo 'set --erase --universal fish_key_bindings'
        end >$__fish_config_dir/$file
        set -a notes '* The fish_key_bindings variable is no longer set in universal scope by default.'
        set -a notes "  Migrated it to a global variable set in  "(set_color --underline)(__fish_unexpand_tilde $config/$file)(set_color --reset)
        source $__fish_config_dir/$file
    end
    set -U __fish_initialized $migration_version
    if set -q erase[1]
        echo -s (set_color --bold) 'fish:' (set_color --reset) ' upgraded to version >= 4.3.0:'
        string join \n -- $notes
        echo 'See also the release notes for 4.3.0 (type `help relnotes`).'
        set -eU $erase
    end
    return 0
end

# __fish_config_theme_uvars_subset_of_historical_default NAME...: true when
# every one of the colour variables NAME holds a value an older fish gave
# it by default (or nothing).
function __fish_config_theme_uvars_subset_of_historical_default
    # NAME: the values it may have had by default (an empty list: unset,
    # empty, normal or --reset)
    set -l table \
        "fish_color_keyword|$fish_color_command" \
        "fish_color_option|$fish_color_param" \
        'fish_color_autosuggestion|brblack|555 brblack' \
        'fish_color_cancel|-r' \
        'fish_color_command|normal|blue|--reset' \
        'fish_color_comment|red' \
        'fish_color_cwd|green' \
        'fish_color_cwd_root|red' \
        'fish_color_end|green' \
        'fish_color_error|brred' \
        'fish_color_escape|brcyan' \
        'fish_color_history_current|--bold' \
        fish_color_host \
        'fish_color_host_remote|yellow' \
        fish_color_normal \
        'fish_color_operator|brcyan' \
        'fish_color_param|cyan' \
        'fish_color_quote|yellow' \
        'fish_color_redirection|cyan --bold' \
        'fish_color_search_match|--background=111|--background=brblack|bryellow --background=brblack|bryellow --background=brblack --bold|white --background=brblack|white --background=brblack --bold' \
        'fish_color_selection|white --background=brblack --bold|white --bold --background=brblack' \
        'fish_color_status|red' \
        'fish_color_user|brgreen' \
        'fish_color_valid_path|--underline' \
        fish_color_background \
        fish_pager_color_background \
        fish_pager_color_completion \
        'fish_pager_color_description|B3A06D yellow -i|yellow -i|yellow --italics' \
        'fish_pager_color_prefix|normal --bold --underline|cyan --bold --underline|--bold --underline' \
        'fish_pager_color_progress|brwhite --background=cyan|brwhite --background=cyan --bold' \
        fish_pager_color_secondary_background \
        fish_pager_color_secondary_completion \
        fish_pager_color_secondary_description \
        fish_pager_color_secondary_prefix \
        'fish_pager_color_selected_background|-r' \
        fish_pager_color_selected_completion \
        fish_pager_color_selected_description \
        fish_pager_color_selected_prefix \
        'fish_color_match|--background=brblue'
    set -l known
    for row in $table
        set -l fields (string split -- '|' $row)
        set -l name $fields[1]
        set -a known $name
        set -q $name
        or continue
        set -l allowed $fields[2..]
        set -q allowed[1]
        or set allowed normal '' --reset
        contains -- "$$name" $allowed
        or return 1
    end
    # Any other colour variable may only be empty.
    for name in $argv
        contains -- $name $known
        or test -z "$$name"
        or return 1
    end
    return 0
end
