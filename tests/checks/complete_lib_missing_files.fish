# RUN: %minnow %s
# Helpers that read a configuration file which may not be there say nothing
# when it is missing: no redirection warning in the middle of a completion.
set -l tmp (mktemp -d)
set -gx HOME $tmp
__fish_complete_firefox my-firefox
complete -C 'my-firefox -P '
echo status $status
# CHECK: status 0
mkdir -p $tmp/.mozilla/firefox
printf '%s\n' '[Profile0]' 'Name=default' '[Profile1]' 'Name=work' >$tmp/.mozilla/firefox/profiles.ini
complete -C 'my-firefox -P '
# CHECK: default	Start with this profile
# CHECK: work	Start with this profile
# (no pacman here, or a pacman.conf without repositories in this test's
# view: either way nothing on stderr)
__fish_print_pacman_repos | string match -q -- options
and echo options listed
rm -rf $tmp
