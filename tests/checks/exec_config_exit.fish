# RUN: %minnow %s
# `exit` in a sourced file ends that file, not the shell: in `source`, in
# conf.d snippets and in config.fish (issue 14). A conf.d plugin's
# `status is-interactive || exit` leaves scripts and -c running.
set -l minnow (status fish-path)
set -l d (mktemp -d)

printf 'echo in; exit 5; echo not-reached\n' > $d/ex.fish
$minnow -N -c "source $d/ex.fish; echo after \$status"
# CHECK: in
# CHECK: after 5
# from a function the file called, too; the caller goes on
$minnow -N -c "function f; source $d/ex.fish; echo in-f \$status; end; f; echo after-f"
# CHECK: in
# CHECK: in-f 5
# CHECK: after-f
# exit in a script itself still ends the script
printf 'source %s\necho script-after $status\nexit 4\necho no\n' $d/ex.fish > $d/script.fish
$minnow -N $d/script.fish; echo "status $status"
# CHECK: in
# CHECK: script-after 5
# CHECK: status 4

mkdir -p $d/cfg/minnow/conf.d
echo 'status is-interactive; or exit; echo plugin-loaded' > $d/cfg/minnow/conf.d/a-plugin.fish
echo 'echo second-snippet' > $d/cfg/minnow/conf.d/b.fish
printf 'echo config; exit 3\necho config-rest\n' > $d/cfg/minnow/config.fish
XDG_CONFIG_HOME=$d/cfg $minnow -c 'echo command runs $status'; echo "status $status"
# CHECK: second-snippet
# CHECK: config
# CHECK: command runs 0
# CHECK: status 0
printf 'echo script runs\n' > $d/s.fish
XDG_CONFIG_HOME=$d/cfg $minnow $d/s.fish
# CHECK: second-snippet
# CHECK: config
# CHECK: script runs
# -C may still end the shell before the commands
XDG_CONFIG_HOME=$d/cfg $minnow -C 'exit 7' -c 'echo not-run'; echo "status $status"
# CHECK: second-snippet
# CHECK: config
# CHECK: status 7
# an error in the configuration says it happened at start-up
echo 'no-such-command-here' > $d/cfg/minnow/conf.d/b.fish
XDG_CONFIG_HOME=$d/cfg $minnow -c true 2>&1 | string replace $d DIR
# CHECK: minnow: Unknown command: no-such-command-here
# CHECK: DIR/cfg/minnow/conf.d/b.fish (line 1):{{ }}
# CHECK: no-such-command-here
# CHECK: ^~~~~~~~~~~~~~~~~~~^
# CHECK: from sourcing file DIR/cfg/minnow/conf.d/b.fish
# CHECK: 	called during startup
# CHECK: config
rm -r $d
