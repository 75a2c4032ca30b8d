# RUN: %minnow %s
# fish_config prompt and theme, in text mode.
set -l shell (status fish-path)

# The sample prompts: listed, shown, chosen, saved.
fish_config prompt list | grep -x -e default -e nim -e disco -e acidhub
# CHECK: acidhub
# CHECK: default
# CHECK: disco
# CHECK: nim
test "$(fish_config prompt)" = "$(fish_config prompt list)"; and echo list is the default
# CHECK: list is the default
cd ~
fish_config prompt show minimalist | string replace -ra '\e\[[0-9;]*m' ''
# CHECK: minimalist
# CHECK: ~ ❯{{ }}
# CHECK:
fish_config prompt show no-such-prompt
fish_config prompt choose disco
functions -q fish_prompt fish_right_prompt; and echo disco has both sides
# CHECK: disco has both sides
functions fish_mode_prompt | string match -q '*fish_default_mode_prompt*'; and echo the default mode prompt
# CHECK: the default mode prompt
fish_config prompt choose minimalist
functions -q fish_right_prompt; or echo no right prompt now
# CHECK: no right prompt now
fish_config prompt choose nothing-like-it
# CHECKERR: No such prompt: 'nothing-like-it'
fish_config prompt choose
# CHECKERR: Too few arguments
fish_config prompt choose a b
# CHECKERR: Too many arguments
fish_config prompt list extra
# CHECKERR: Too many arguments
fish_config prompt frobnicate
# CHECKERR: No such command: frobnicate

# save asks first; yes writes the files, a right prompt the new one lacks goes.
echo no | fish_config prompt save nim
echo $status
# CHECK: Not overwriting
# CHECK: 1
echo yes | fish_config prompt save disco >/dev/null
path basename $__fish_config_dir/functions/*.fish
# CHECK: fish_prompt.fish
# CHECK: fish_right_prompt.fish
echo yes | fish_config prompt save nim | string match -v 'funcsave:*'
# CHECK: Overwriting
path basename $__fish_config_dir/functions/*
# CHECK: fish_mode_prompt.fish
# CHECK: fish_prompt.fish
# CHECK: fish_prompt.fish.bak
# CHECK: fish_right_prompt.fish.bak
grep -c 'nim@Hattori' $__fish_config_dir/functions/fish_prompt.fish
# CHECK: 1
# The saved prompt is what a new shell shows.
$shell -c 'functions fish_prompt' | grep -c nim@Hattori
# CHECK: 1

# browse serves the page until Enter: here the input ends at once (and with
# no display and no $BROWSER, no browser starts)
set -l BROWSER
fish_config browse </dev/null | string replace -r '[0-9a-f]{32}' SECRET |
    string replace -r 'localhost:[0-9]{4}' localhost:PORT | string replace -r 'file://.*\.html' file://START.html
echo $pipestatus[1]
# CHECK: Web config started at file://START.html
# CHECK: If that doesn't work, try opening http://localhost:PORT/SECRET/
# CHECK: Hit ENTER to stop.
# CHECK: Shutting down.
# CHECK: 0
fish_config colors
# CHECKERR: No such subcommand: colors

# Themes: listed, chosen (global, labelled), dumped.
fish_config theme list | grep -x -e default -e default-rgb -e none -e ayu
# CHECK: ayu
# CHECK: default-rgb
# CHECK: default
# CHECK: none
fish_config theme choose default
set -S fish_color_command
# CHECK: $fish_color_command: set in global scope, unexported, with 2 elements
# CHECK: $fish_color_command[1]: |--reset|
# CHECK: $fish_color_command[2]: |--theme=default|
fish_config theme dump | string match 'fish_color_param *'
# CHECK: fish_color_param cyan --theme=default{{ }}
fish_config theme demo | head -n 1 | string escape
# CHECK: \e\[m/bright/vixens\e\[m\ \e\[36mjump\e\[m\ \e\[36\;1m\|\e\[m\ \e\[33m\"fowl\"\e\[m\ \e\[36\;1m\>\ quack\e\[m\ \e\[32m\&\e\[m\e\[31m\ \#\ This\ is\ a\ comment

# A theme with sections: --color-theme picks one; the terminal's background
# otherwise, or only the labels while it is unknown.
fish_config theme choose default-rgb --color-theme=dark
echo $fish_color_command
# CHECK: 5c5cff --theme=default-rgb
fish_config theme choose default-rgb
echo $fish_color_command
# CHECK: --theme=default-rgb
# (what happens when $fish_terminal_color_theme says which)
__fish_color_theme=light __fish_apply_theme
echo $fish_color_command
# CHECK: 0000ee --theme=default-rgb
# An interactive shell whose terminal does not say takes [unknown].
$shell -i -c 'fish_config theme choose default-rgb; echo $fish_color_param' </dev/null 2>/dev/null
# CHECK: cyan --theme=default-rgb
# "ayu Dark" names the [dark] section of ayu, in ayu's dark palette as fish has it.
fish_config theme choose "ayu Dark"
echo -n 'echo hello' | fish_indent --ansi | string escape
# CHECK: \e\[38\;2\;57\;186\;230mecho\e\[38\;2\;179\;177\;173m\ hello\e\[38\;2\;242\;150\;104m\e\[39m
fish_config theme choose ayu --color-theme=unknown
# CHECKERR: fish_config theme choose: failed to find '[unknown]' section (implied by --color-theme=unknown) in 'ayu' theme
fish_config theme choose default --color-theme=dark
# CHECKERR: fish_config theme choose: failed to find '[dark]' section (implied by --color-theme=dark) in 'default' theme
fish_config theme choose default --color-theme=purple
# CHECKERR: fish_config theme: --color-theme argument must be one of 'dark', 'light' or 'unknown', got: 'purple'
fish_config prompt choose nim --color-theme=dark
# CHECKERR: fish_config: --color-theme: unknown option
fish_config theme list --no-override
# CHECKERR: fish_config: --no-override: unknown option
fish_config theme choose no-such-theme
# CHECKERR: No such theme: no-such-theme
# CHECKERR: Searched {{.*}}/themes and `status list-files themes`

# The old names of themes still work.
fish_config theme choose 'Solarized Dark'
echo $fish_color_command
# CHECK: 268bd2 --theme=solarized

# A theme of the user's, which replaces only what a theme set.
mkdir -p $__fish_config_dir/themes
printf '%s\n' '# name: Mine' 'fish_color_command magenta' 'fish_color_quote brgreen' >$__fish_config_dir/themes/mine.theme
fish_config theme choose default
set -g fish_color_comment brred # the user's own, no label
fish_config theme choose mine --no-override
echo $fish_color_command / $fish_color_comment / $fish_color_param
# CHECK: magenta --theme=mine / brred / cyan --theme=default
fish_config theme choose mine
echo $fish_color_command / $fish_color_comment / "$fish_color_param"
# CHECK: magenta --theme=mine / brred / {{}}
# A line a theme may not hold is reported.
echo 'set fish_color_command red' >>$__fish_config_dir/themes/mine.theme
fish_config theme choose mine
# CHECKERR: error: unsupported line in theme 'mine': set fish_color_command red

# show: the current colours, then each theme in each of its sections.
fish_config theme show default-rgb | string match -r '^.*color theme.*$' | string replace -ra '\e\[[0-9;]*m' ''
# CHECK: default-rgb (light color theme)
# CHECK: default-rgb (dark color theme)
# CHECK: default-rgb (unknown color theme)

# save: universal, without labels, after asking.
echo no | fish_config theme save default
# CHECKERR: Not overwriting
echo yes | fish_config theme save default
set -S fish_color_param
# CHECK: $fish_color_param: set in universal scope, unexported, with 1 elements
# CHECK: $fish_color_param[1]: |cyan|
$shell -c 'echo $fish_color_param'
# CHECK: cyan
echo yes | fish_config theme save default-rgb
# CHECKERR: fish_config theme save: error: $fish_terminal_color_theme not yet initialized
fish_config theme dump extra
# CHECKERR: Too many arguments

rm $__fish_config_dir/themes/mine.theme

# Every sample prompt draws without an error, inside a git repository too
# (when git is there), as root and not.
set -l tmp (mktemp -d)
command -q git; and git init -q $tmp
cd $tmp
for name in (fish_config prompt list)
    set -l err ($shell -c 'fish_config prompt choose $argv[1]; false; fish_prompt >/dev/null; and functions -q fish_right_prompt; and fish_right_prompt >/dev/null' $name 2>&1)
    test -n "$err"; and echo "$name: $err"
end
echo prompts drawn
# CHECK: prompts drawn
# Every theme, in each of its sections, sets colours set_color takes.
for name in (fish_config theme list)
    for kind in light dark unknown
        string match -q "*[$kind]*" "$(status get-file themes/$name.theme)"
        or test $kind = unknown
        or continue
        $shell -c '
            fish_config theme choose $argv[1] --color-theme=$argv[2] 2>/dev/null
            or fish_config theme choose $argv[1]
            for v in (set -n | string match -r "^fish_(pager_)?color_.*")
                set -l val (string match -rv -- "^--theme=" $$v)
                set -q val[1]; or continue
                set_color $val >/dev/null; or echo "$argv[1] $argv[2]: $v"
            end' $name $kind
    end
end
echo themes checked
# CHECK: themes checked
cd /
rm -rf $tmp
