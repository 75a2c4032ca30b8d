# __fish_theme_freeze SOURCE LINE...: write the colour settings LINE...
# ("NAME VALUE...", quoted as for fish) as `set --global` commands to
# conf.d/fish_frozen_theme.fish in the configuration, which every later
# session reads (the old file is kept as .bak). SOURCE names who asks
# (__fish_theme_migrate adds a word on why the file is there).
function __fish_theme_freeze
    set -l source $argv[1]
    set -l settings $argv[2..]
    set -l file conf.d/fish_frozen_theme.fish
    __fish_backup_config_files $file
    command mkdir -p -- $__fish_config_dir/conf.d
    begin
        if test "$source" = __fish_theme_migrate
            echo '# Written when the shell moved the colour variables, which fish before'
            echo '# 4.3 kept in universal scope, to global variables set here.'
        end
        echo '# fish_config writes this file; do not edit it. To change the colours,'
        echo '# delete it and set the fish_color_* variables in config.fish, or choose'
        echo '# a theme: `fish_config theme choose NAME` (see `help fish_config`).'
        echo
        printf 'set --global %s\n' $settings
    end >$__fish_config_dir/$file
end
