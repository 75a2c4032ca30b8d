# RUN: %minnow %s
# The folders minnow reads, as fish lays them out (issue 15): config, the
# system's /etc/minnow, the vendors' (under minnow/ then fish/ of
# $XDG_DATA_HOME and each of $XDG_DATA_DIRS), then our share/.
set -l minnow (status fish-path)
set -l d (mktemp -d)
set -l show 'for v in fish_function_path fish_complete_path __fish_vendor_confdirs
    echo $v:
    string replace -a $argv[1] D -- $$v | string replace -r "^$__fish_data_dir" SHARE
end'
env -u FISH_UNIT_TESTS_RUNNING XDG_CONFIG_HOME=$d/c XDG_DATA_HOME=$d/h XDG_CACHE_HOME=$d/k XDG_DATA_DIRS=$d/s1:$d/s2/ $minnow -c $show $d
# CHECK: fish_function_path:
# CHECK: D/c/minnow/functions
# CHECK: /etc/minnow/functions
# CHECK: D/h/minnow/vendor_functions.d
# CHECK: D/h/fish/vendor_functions.d
# CHECK: D/s1/minnow/vendor_functions.d
# CHECK: D/s1/fish/vendor_functions.d
# CHECK: D/s2/minnow/vendor_functions.d
# CHECK: D/s2/fish/vendor_functions.d
# CHECK: SHARE/functions
# CHECK: fish_complete_path:
# CHECK: D/c/minnow/completions
# CHECK: /etc/minnow/completions
# CHECK: D/h/minnow/vendor_completions.d
# CHECK: D/h/fish/vendor_completions.d
# CHECK: D/s1/minnow/vendor_completions.d
# CHECK: D/s1/fish/vendor_completions.d
# CHECK: D/s2/minnow/vendor_completions.d
# CHECK: D/s2/fish/vendor_completions.d
# CHECK: SHARE/completions
# CHECK: D/k/minnow/generated_completions
# CHECK: __fish_vendor_confdirs:
# CHECK: D/h/minnow/vendor_conf.d
# CHECK: D/h/fish/vendor_conf.d
# CHECK: D/s1/minnow/vendor_conf.d
# CHECK: D/s1/fish/vendor_conf.d
# CHECK: D/s2/minnow/vendor_conf.d
# CHECK: D/s2/fish/vendor_conf.d

# an empty $XDG_DATA_DIRS means the default folders
env -u FISH_UNIT_TESTS_RUNNING XDG_DATA_DIRS= $minnow -c 'string match -e /share/fish/ $__fish_vendor_confdirs' | string match -v "$HOME*"
# CHECK: /usr/local/share/fish/vendor_conf.d
# CHECK: /usr/share/fish/vendor_conf.d
# fish's test switch: no vendor folders at all
env FISH_UNIT_TESTS_RUNNING=1 $minnow -c 'count $__fish_vendor_confdirs; string match -e vendor $fish_function_path'
# CHECK: 0

# --no-config: our share/ alone, as fish 4 then uses only what it builds in
$minnow -N -c 'string replace -r "^$__fish_data_dir" SHARE -- $fish_function_path $fish_complete_path; count $__fish_vendor_functionsdirs'
# CHECK: SHARE/functions
# CHECK: SHARE/completions
# CHECK: 0

# vendor functions and completions load from a fish/ vendor folder too
mkdir -p $d/s1/fish/vendor_functions.d $d/s1/fish/vendor_completions.d
echo 'function vendorfn; echo from-vendor; end' > $d/s1/fish/vendor_functions.d/vendorfn.fish
echo 'complete -c vendorfn -l vendor-flag' > $d/s1/fish/vendor_completions.d/vendorfn.fish
env -u FISH_UNIT_TESTS_RUNNING XDG_DATA_DIRS=$d/s1 $minnow -c 'vendorfn; complete -C "vendorfn --vendor-"'
# CHECK: from-vendor
# CHECK: --vendor-flag

# fish's own completions (Debian's fish-common puts them in
# /usr/share/fish/completions) follow ours, so ours win where both have one
mkdir -p $d/s3/fish/completions $d/bin
printf '#!/bin/sh\n' >$d/bin/fishonlycmd
chmod +x $d/bin/fishonlycmd
echo 'complete -c fishonlycmd -l from-fish' >$d/s3/fish/completions/fishonlycmd.fish
echo 'complete -c cd -l not-ours' >$d/s3/fish/completions/cd.fish
env -u FISH_UNIT_TESTS_RUNNING XDG_DATA_DIRS=$d/s3:$d/none PATH=$d/bin:$PATH $minnow -c '
    string replace -a $argv[1] D -- $fish_complete_path[-3..] | string replace -r "^$__fish_data_dir" SHARE
    complete -C "fishonlycmd --from"
    echo cd: (complete -C "cd --not-o")' $d
# CHECK: SHARE/completions
# CHECK: D/s3/fish/completions
# CHECK: {{.*}}/minnow/generated_completions
# CHECK: --from-fish
# CHECK: cd:
# none for fish's tests, as no vendor folder is
env FISH_UNIT_TESTS_RUNNING=1 XDG_DATA_DIRS=$d/s3 $minnow -c 'string match -e /s3/ $fish_complete_path; echo $status'
# CHECK: 1

# started under the name fish (a link named fish, as a drop-in for fish), the
# shell's folders are fish's: the fish user's config, history and variables
mkdir -p $d/asfish/c/fish $d/asfish/h/fish
ln -s $minnow $d/asfish/fish
echo 'set -g from_fish_config yes' >$d/asfish/c/fish/config.fish
printf '%s\n' '- cmd: echo from fish history' '  when: 1700000000' >$d/asfish/h/fish/fish_history
env -u FISH_UNIT_TESTS_RUNNING XDG_CONFIG_HOME=$d/asfish/c XDG_DATA_HOME=$d/asfish/h XDG_CACHE_HOME=$d/asfish/k XDG_DATA_DIRS=$d/s1 $d/asfish/fish -c '
    string replace -a $argv[1] D -- $__fish_config_dir $__fish_user_data_dir $__fish_cache_dir $__fish_sysconf_dir $fish_function_path[1..4]
    echo $from_fish_config
    history search --max 1 from' $d/asfish
# CHECK: D/c/fish
# CHECK: D/h/fish
# CHECK: D/k/fish
# CHECK: /etc/fish
# CHECK: D/c/fish/functions
# CHECK: /etc/fish/functions
# CHECK: D/h/fish/vendor_functions.d
# CHECK: {{.*}}/s1/fish/vendor_functions.d
# CHECK: yes
# CHECK: echo from fish history

# the other folders' variables
XDG_CONFIG_HOME=$d/c XDG_DATA_HOME=$d/h XDG_CACHE_HOME=$d/k $minnow -c 'string replace $argv[1] D -- $__fish_config_dir $__fish_user_data_dir $__fish_cache_dir $__fish_sysconf_dir' $d
# CHECK: D/c/minnow
# CHECK: D/h/minnow
# CHECK: D/k/minnow
# CHECK: /etc/minnow

# start-up makes the three folders, mode 0700 for what it creates
mkdir -m 0755 $d/old
XDG_CONFIG_HOME=$d/old/new $minnow -c ''
command ls -ld $d/old $d/old/new $d/old/new/minnow | string sub -l 10
# CHECK: drwxr-xr-x
# CHECK: drwx------
# CHECK: drwx------
rm -r $d
