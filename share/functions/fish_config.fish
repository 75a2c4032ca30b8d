# fish_config [browse]: the settings page, served to a browser by the shell
# itself (__minnow_webconfig) until Enter.
# fish_config prompt [list | show [NAME...] | choose NAME | save [NAME]]
# fish_config theme [list | demo | show [NAME...] | dump
#                    | choose NAME [--color-theme=KIND] [--no-override]
#                    | save [NAME] [--color-theme=KIND]]
#
# Prompts are the files in prompts/ of the data folder: choosing one loads
# its functions for this session, saving writes them to the configuration.
# Themes are the *.theme files of the user's themes folder and of the data
# folder: lines "fish_color_NAME VALUE...", optionally in [light], [dark]
# and [unknown] sections for the terminal's background. A chosen theme sets
# global variables labelled --theme=NAME (so a later theme knows it may
# replace them); a saved one sets universal variables.
function fish_config --description 'Configure the prompt and the colours'
    set -l _flag_color_theme
    set -l _flag_no_override
    argparse h/help color-theme= no-override -- $argv
    or return
    if set -q _flag_help
        __fish_print_help fish_config
        return 0
    end
    set -l cmd $argv[1]
    set -e argv[1]
    set -q cmd[1]
    or set cmd browse

    if set -q _flag_color_theme[1]
        if test "$cmd" != theme; or not contains -- "$argv[1]" choose save
            echo 'fish_config: --color-theme: unknown option' >&2
            return 1
        end
        if not contains -- $_flag_color_theme dark light unknown
            echo "fish_config theme: --color-theme argument must be one of 'dark', 'light' or 'unknown', got: '$_flag_color_theme'" >&2
            return 1
        end
    end
    if set -q _flag_no_override[1]
        if test "$cmd" != theme; or test "$argv[1]" != choose
            echo 'fish_config: --no-override: unknown option' >&2
            return 1
        end
    end

    switch $cmd
        case browse
            # the page, served by the shell itself until Enter; a text
            # browser would need this terminal, so then only the URL shows
            set -l browser (__minnow_browser)
            switch "$(path basename -- $browser[1])"
                case lynx w3m links elinks
                    set browser
            end
            # colours the page saved (universal) show here at once: the
            # globals of this session that would hide them go
            set -l before (set -U --long | string match -r '^fish_(?:pager_)?color_\S+.*')
            __minnow_webconfig $__fish_data_dir/web_config $browser
            set -l st $status
            for line in (set -U --long | string match -r '^fish_(?:pager_)?color_\S+.*')
                contains -- $line $before
                or set -eg (string split -m 1 ' ' -- $line)[1]
            end
            # and the abbreviations it added
            set -l abbrs $__fish_config_dir/conf.d/fish_config_abbr.fish
            test -f $abbrs; and source $abbrs
            return $st
        case prompt
            __minnow_config_prompt $argv
        case theme
            __minnow_config_theme $argv --color-theme=$_flag_color_theme $_flag_no_override
        case '*'
            echo "No such subcommand: $cmd" >&2
            return 1
    end
end

# __fish_config_list_prompts [NAME...]: the prompt files (of those NAMEs).
function __fish_config_list_prompts
    set -l paths (__fish_config_files prompts .fish $argv)
    if set -q argv[1]; and not set -q argv[2]; and set -q paths[2]
        echo "fish_config: internal error: multiple prompts matching '$argv' ??" >&2
        set -e paths[2..]
    end
    string join \n -- $paths
end

function __minnow_config_prompt
    set -l sub $argv[1]
    set -e argv[1]
    if test "$sub" = list; and set -q argv[1]
        echo 'Too many arguments' >&2
        return 1
    end
    switch "$sub"
        case list ''
            __fish_config_list_prompts | string replace -r -- '^.*/([^/]*)\.fish$' '$1'
        case show
            set -l shell (status fish-path)
            for file in (__fish_config_list_prompts $argv)
                echo -s (set_color --underline) (string replace -r -- '^.*/([^/]*)\.fish$' '$1' $file) (set_color --reset)
                # In a shell of its own, after a failed command.
                $shell -c '
                    functions -e fish_right_prompt
                    __fish_config_with_file $argv[1] source
                    false
                    fish_prompt
                    echo (set_color --reset)
                    if functions -q fish_right_prompt
                        echo right prompt: (false; fish_right_prompt)
                    end' $file
                echo
            end
        case choose
            if set -q argv[2]
                echo 'Too many arguments' >&2
                return 1
            else if not set -q argv[1]
                echo 'Too few arguments' >&2
                return 1
            end
            __minnow_config_prompt_load $argv[1]
            or return
            functions -q fish_mode_prompt
            or status get-file functions/fish_mode_prompt.fish | source
        case save
            read -l -P 'Overwrite prompt? [y/N]' answer
            if not string match -qir -- '^y(es)?$' "$answer"
                echo 'Not overwriting'
                return 1
            end
            echo Overwriting
            __fish_backup_config_files functions/{fish_prompt,fish_right_prompt,fish_mode_prompt}.fish
            if set -q argv[1]
                __minnow_config_prompt_load $argv[1]
                or return
            end
            funcsave fish_prompt
            or return
            for name in fish_right_prompt fish_mode_prompt
                if functions -q $name
                    funcsave $name
                else
                    command rm -f -- $__fish_config_dir/functions/$name.fish
                end
            end
            functions -q fish_mode_prompt
            or status get-file functions/fish_mode_prompt.fish | source
            return 0
        case '*'
            echo "No such command: $sub" >&2
            return 1
    end
end

# __minnow_config_prompt_load NAME: the functions of sample prompt NAME in
# place of the current prompt's (an empty fish_prompt first, so a prompt
# that defines none leaves an empty one; no right or mode prompt).
function __minnow_config_prompt_load --argument-names name
    set -l file (__fish_config_list_prompts $name)
    if not set -q file[1]
        echo "No such prompt: '$name'" >&2
        return 1
    end
    function fish_prompt
    end
    for func in fish_right_prompt fish_mode_prompt
        functions -q $func
        and functions -e $func
    end
    __fish_config_with_file $file source
end

function __minnow_config_theme
    set -l _flag_color_theme
    set -l _flag_no_override
    argparse color-theme= no-override -- $argv
    or return
    set -l sub $argv[1]
    set -e argv[1]
    if contains -- "$sub" list dump; and set -q argv[1]
        echo 'Too many arguments' >&2
        return 1
    end
    switch "$sub"
        case list ''
            __fish_theme_names
        case demo
            __minnow_config_theme_demo
        case show
            echo -s (set_color --reset; set_color --underline) Current (set_color --reset)
            __minnow_config_theme_demo
            __fish_theme_for_each __fish_config_theme_demo $argv
        case choose save
            __fish_config_theme_choose $sub $argv --color-theme=$_flag_color_theme $_flag_no_override
        case dump
            # the current colours, as a theme file would hold them
            for name in (__fish_theme_variables)
                __fish_posix_quote $name $$name
                echo
            end
        case '*'
            echo "No such command: $sub" >&2
            return 1
    end
end

# A line of code, a comment, an error and a suggestion, in the current colours.
function __minnow_config_theme_demo
    echo -ns (__minnow_demo_color $fish_color_command) /bright/vixens (set_color --reset) ' '
    echo -ns (__minnow_demo_color $fish_color_param) jump (set_color --reset) ' '
    echo -ns (__minnow_demo_color $fish_color_redirection) '|' (set_color --reset) ' '
    echo -ns (__minnow_demo_color $fish_color_quote) '"fowl"' (set_color --reset) ' '
    echo -ns (__minnow_demo_color $fish_color_redirection) '> quack' (set_color --reset) ' '
    echo -ns (__minnow_demo_color $fish_color_end) '&'
    set_color --reset
    echo -s (__minnow_demo_color $fish_color_comment) ' # This is a comment'
    set_color --reset
    echo -ns (__minnow_demo_color $fish_color_command) echo (set_color --reset) ' '
    echo -s (__minnow_demo_color $fish_color_error) "'" (__minnow_demo_color $fish_color_quote) 'Errors are the portal to discovery'
    set_color --reset
    echo -ns (__minnow_demo_color $fish_color_command) Th
    set_color --reset
    __minnow_demo_color $fish_color_autosuggestion
    echo is an autosuggestion
    echo
end

# set_color of a colour variable's value, or of $fish_color_normal when
# that one is empty or not a colour.
function __minnow_demo_color
    set_color $argv 2>/dev/null
    or set_color $fish_color_normal 2>/dev/null
end

function __fish_config_theme_choose_bad_color_theme --argument-names theme kind source
    echo "fish_config theme choose: failed to find '[$kind]' section (implied by $source) in '$theme' theme" >&2
end

# __fish_config_theme_choose choose|save [NAME] [--color-theme=KIND]
# [--no-override]: set the colours of theme NAME, globally (choose) or
# universally (save, after asking); save without NAME makes the current
# colours universal. See __fish_apply_theme below for how the variables are
# set.
function __fish_config_theme_choose
    set -l sub $argv[1]
    set -e argv[1]
    set -l _flag_color_theme
    set -l _flag_no_override
    argparse color-theme= no-override -- $argv
    or return
    if set -q argv[2]
        echo 'Too many arguments' >&2
        return 1
    end
    if not set -q argv[1]; and test $sub = choose
        echo 'Too few arguments' >&2
        return 1
    end
    set -l scope -g
    if test $sub = save
        read -l -P 'Overwrite your current theme? [y/N] ' answer
        if not string match -qir -- '^y(es)?$' "$answer"
            echo 'Not overwriting' >&2
            return 1
        end
        set scope -U
    end

    if not set -q argv[1]
        # the colours as they are, made universal
        for name in (__fish_theme_variables)
            set -l value $$name
            set -eg $name
            set -U $name $value
        end
        return 0
    end

    set -l theme_name $argv[1]
    set -l color_theme
    __fish_config_theme_canonicalize
    set -l theme_data (__fish_theme_cat $theme_name)
    or return
    set -l desired_color_theme $_flag_color_theme
    set -l aware false
    string match -qr -- '^\[(dark|light|unknown)\]$' $theme_data
    and set aware true
    # A theme with sections follows the terminal's background when nothing
    # else says which section to use.
    set -l hook
    if $aware; and not set -q desired_color_theme[1]; and not set -q color_theme[1]; and test $sub != save
        set hook --on-variable fish_terminal_color_theme
    end

    # __fish_apply_theme sets the variables. Each line of the theme sets its
    # variable when overriding (the default of choose and save), or when the
    # variable is not set, or when it is labelled as a theme's (so a theme
    # may always replace what a theme set). With overriding, the variables a
    # different theme labelled and this one does not set are emptied.
    # $__fish_color_theme, when set, picks the section.
    function __fish_apply_theme $hook -V theme_name -V theme_data -V aware \
        -V color_theme -V desired_color_theme -V scope
        set -q __fish_color_theme[1]
        and set desired_color_theme $__fish_color_theme
        if set -q color_theme[1]; and not set -q desired_color_theme[1]
            set desired_color_theme $color_theme
        end
        set -l override false
        test -n "$__fish_override"
        and set override true

        if $aware
            if set -q desired_color_theme[1]
                if not contains -- "[$desired_color_theme]" $theme_data
                    __fish_config_theme_choose_bad_color_theme $theme_name $desired_color_theme --color-theme=$desired_color_theme
                    return 1
                end
            else
                set desired_color_theme $fish_terminal_color_theme
                # fish sets it in every interactive session, to unknown when
                # the terminal does not say; minnow does not ask the terminal
                if not set -q desired_color_theme[1]; and status is-interactive
                    set desired_color_theme unknown
                end
                if not set -q desired_color_theme[1]
                    if test $scope = -U
                        echo 'fish_config theme save: error: $fish_terminal_color_theme not yet initialized' >&2
                        return 1
                    end
                else if not contains -- "[$desired_color_theme]" $theme_data
                    __fish_config_theme_choose_bad_color_theme $theme_name $desired_color_theme "\$fish_terminal_color_theme = $desired_color_theme"
                    echo 'fish_config theme choose: hint: if your terminal does not report colors, pass --color-theme=light or --color-theme=dark when using color-theme-aware themes' >&2
                    return 1
                end
            end
        else if set -q desired_color_theme[1]; and test "$desired_color_theme" != unknown
            and not contains -- "[$desired_color_theme]" $theme_data
            __fish_config_theme_choose_bad_color_theme $theme_name $desired_color_theme --color-theme=$desired_color_theme
            return 1
        end

        set -l section
        set -l label
        test $scope != -U
        and set label --theme=$theme_name
        for line in (string match -re -- (__fish_theme_variable_filter)'|^\[.*\]$' $theme_data)
            if string match -qr -- '^\[(dark|light|unknown)\]$' $line
                set section (string sub -s 2 -e -1 -- $line)
                continue
            end
            if $aware; and set -q desired_color_theme[1]; and test "$section" != "$desired_color_theme"
                continue
            end
            echo $line | read -lat words
            set -l name $words[1]
            test $scope = -U; and set -qg $name
            and set -eg $name
            if $override; or not set -q $name; or string match -qr -- '^--theme=' $$name
                # A theme with sections and no section known yet sets only
                # the label, until the terminal says which section.
                set -l values $words[2..]
                $aware; and not set -q desired_color_theme[1]
                and set values
                set $scope $name $values $label
            end
        end
        if $override
            set -l mine (string escape --style=regex -- $theme_name)
            for name in (__fish_theme_variables)
                string match -qr -- "^--theme=(?!$mine\$)" $$name
                or continue
                set -eg $name
                set $scope $name
            end
        end
    end
    set -q _flag_no_override[1]
    or set -lx __fish_override true
    __fish_apply_theme
end

# The names fish used for themes before 4.3 (with spaces, or with the
# background in the name) as today's names, setting color_theme for those
# that name a background. Works on the caller's theme_name and color_theme.
function __fish_config_theme_canonicalize --no-scope-shadowing
    test -f (__fish_theme_dir)/$theme_name.theme
    and return
    switch $theme_name
        case 'fish default'
            set theme_name default
        case 'ayu Dark' 'ayu Light' 'ayu Mirage' 'Base16 Default Dark' 'Base16 Default Light' \
            'Base16 Eighties' 'Bay Cruise' Dracula Fairground 'Just a Touch' Lava 'Mono Lace' \
            'Mono Smoke' None Nord 'Old School' Seaweed 'Snow Day' 'Solarized Dark' \
            'Solarized Light' 'Tomorrow Night Bright' 'Tomorrow Night' Tomorrow
            test "$theme_name" = Tomorrow
            and set color_theme light
            set theme_name (string lower -- (string replace -a -- ' ' - $theme_name))
    end
    switch $theme_name
        case ayu-dark ayu-light base16-default-dark base16-default-light solarized-dark solarized-light
            set color_theme (string replace -r -- '^.*-' '' $theme_name)
            set theme_name (string replace -r -- '-(dark|light)$' '' $theme_name)
        case tomorrow-night
            set theme_name tomorrow
            set color_theme dark
    end
end

# __minnow_config_abbr add|erase ARG: what the settings page does to the
# abbreviations. They are kept one a line in conf.d/fish_config_abbr.fish of
# the configuration folder, which every new shell reads: add ("NAME
# EXPANSION") defines one there and here; erase NAME takes one out of there
# and here (one defined elsewhere, in config.fish say, is left to be edited
# there).
function __minnow_config_abbr --argument-names sub arg
    set -l file $__fish_config_dir/conf.d/fish_config_abbr.fish
    switch $sub
        case add
            set -l parts (string split -m 1 ' ' -- (string trim -- $arg))
            if not set -q parts[2]; or not string match -qr '^[^\s]+$' -- $parts[1]
                echo 'fish_config: an abbreviation is a word and what it expands to' >&2
                return 1
            end
            abbr --add -- $parts[1] $parts[2]
            or return
            mkdir -p (path dirname -- $file)
            set -l lines
            test -f $file; and set lines (string match -rv -- '^abbr --add -- '(string escape --style=regex -- (string escape -- $parts[1]))' ' <$file)
            string join \n -- $lines (string join ' ' -- abbr --add -- (string escape -- $parts)) >$file
        case erase
            set -l pattern '^abbr --add -- '(string escape --style=regex -- (string escape -- $arg))' '
            if not test -f $file; or not string match -qr -- $pattern <$file
                echo "fish_config: '$arg' is not defined by this page: edit it where it is defined" >&2
                return 1
            end
            set -l lines (string match -rv -- $pattern <$file)
            string join \n -- $lines >$file
            abbr --erase -- $arg
        case '*'
            return 2
    end
end
