# RUN: %minnow %s
# REQUIRES: command -v diff
# fish_delta compares the user's files with the shipped ones.
set -l conf (path resolve -- $__fish_config_dir)
mkdir -p $__fish_config_dir/functions $__fish_config_dir/completions $__fish_config_dir/conf.d
status get-file functions/fish_greeting.fish >$__fish_config_dir/functions/fish_greeting.fish
status get-file functions/prompt_pwd.fish | string replace 'keep 1' 'keep 2' >$__fish_config_dir/functions/prompt_pwd.fish
echo 'function mine; end' >$__fish_config_dir/functions/mine.fish
echo 'complete -c mine -f' >$__fish_config_dir/completions/mine.fish
echo 'set -g x 1' >$__fish_config_dir/conf.d/x.fish

fish_delta -d | string replace -a $conf CONF
fish_delta >/dev/null
echo $status
# CHECK: Unmodified: CONF/functions/fish_greeting.fish
# CHECK: Changed: CONF/functions/prompt_pwd.fish
# CHECK: Changed: CONF/conf.d/x.fish
# CHECK: 1
fish_delta -d -n -C | string replace -a $conf CONF
# CHECK: Unmodified: CONF/functions/fish_greeting.fish
# CHECK: New: CONF/functions/mine.fish
# CHECK: Changed: CONF/functions/prompt_pwd.fish
# CHECK: New: CONF/completions/mine.fish
fish_delta -d -n -f -C | string replace -a $conf CONF
# CHECK: New: CONF/completions/mine.fish
# The diff runs from the shipped file to the user's.
fish_delta -f -c prompt_pwd x | string match -r '^[-+].*keep.*|^Changed.*' | string replace -a $conf CONF
# CHECK: Changed: CONF/conf.d/x.fish
fish_delta -c -C prompt_pwd | string match -r '^[-+] .*keep [12]$|^Changed.*' | string replace -a $conf CONF
# CHECK: Changed: CONF/functions/prompt_pwd.fish
# CHECK: -    set -l keep 1
# CHECK: +    set -l keep 2
# config.fish counts as a change.
echo 'echo hi' >$__fish_config_dir/config.fish
fish_delta -f -c config | string replace -a $conf CONF
# CHECK: Changed: CONF/config.fish
# CHECK: --- /dev/null{{.*}}
# CHECK: +++ CONF/config.fish{{.*}}
# CHECK: @@ -0,0 +1 @@
# CHECK: +echo hi
rm $__fish_config_dir/config.fish $__fish_config_dir/conf.d/x.fish $__fish_config_dir/functions/* $__fish_config_dir/completions/*
fish_delta
echo $status
# CHECK: 0
fish_delta -f -c -C
echo $status
# CHECKERR: No directories to check!
# CHECK: 2
fish_delta --vendor=bogus
# CHECKERR: Wrong vendor mode 'bogus'.
# CHECKERR: Valid values are: default, ignore, new
# fish's own completions (where fish is installed) and the generated ones are
# defaults, as our share/ is: never the user's changes.
set -l fishdata (mktemp -d)
mkdir -p $fishdata/completions
echo 'complete -c fromfish -f' >$fishdata/completions/fromfish.fish
echo 'complete -c mine -f' >$__fish_config_dir/completions/mine.fish
set -a fish_complete_path $fishdata/completions
fish_delta -d -n -f -C | string replace -a $conf CONF
# CHECK: New: CONF/completions/mine.fish
rm -r $fishdata $__fish_config_dir/completions/mine.fish
