# RUN: %minnow %s
# __minnow_default_colors: the colour variables get global defaults at
# interactive start-up, except those set already (in any scope).
set -l shell (status fish-path)
$shell -c '__minnow_default_colors; set -n | string match -r "^fish_(?:pager_)?color_.*" | count'
# CHECK: 30
$shell -c '__minnow_default_colors; set -S fish_color_cwd fish_pager_color_progress'
# CHECK: $fish_color_cwd: set in global scope, unexported, with 1 elements
# CHECK: $fish_color_cwd[1]: |green|
# CHECK: $fish_pager_color_progress: set in global scope, unexported, with 3 elements
# CHECK: $fish_pager_color_progress[1]: |brwhite|
# CHECK: $fish_pager_color_progress[2]: |--background=cyan|
# CHECK: $fish_pager_color_progress[3]: |--bold|

# A universal value, or an empty one, is kept.
$shell -c 'set -U fish_color_command magenta; set -U fish_color_param'
$shell -c '__minnow_default_colors; set -S fish_color_command fish_color_param; set -e -U fish_color_command fish_color_param'
# CHECK: $fish_color_command: set in universal scope, unexported, with 1 elements
# CHECK: $fish_color_command[1]: |magenta|
# CHECK: $fish_color_param: set in universal scope, unexported, with 0 elements
# And a global from the configuration.
$shell -c 'set -g fish_color_error red --bold; __minnow_default_colors; echo $fish_color_error'
# CHECK: red --bold

# Every value is something set_color takes.
$shell -c '__minnow_default_colors
for v in (set -n | string match -r "^fish_(?:pager_)?color_.*")
    set_color $$v >/dev/null; or echo bad $v
end
echo checked'
# CHECK: checked
