# Completions for fish_config: prompt and theme, their subcommands, and the
# names of the prompts and themes.
set -l c complete -c fish_config
$c -f
$c -n __fish_use_subcommand -a 'prompt\t"Change the prompt" theme\t"Change the colours" browse\t"Open the web configuration (not in minnow)"'
$c -n '__fish_seen_subcommand_from prompt; and not __fish_seen_subcommand_from list show choose save' \
    -a 'list\t"List the sample prompts" show\t"Show the sample prompts" choose\t"Use a prompt for this session" save\t"Keep a prompt for later sessions"'
$c -n '__fish_seen_subcommand_from prompt; and __fish_seen_subcommand_from show choose save' -a '(fish_config prompt list)'
$c -n '__fish_seen_subcommand_from theme; and not __fish_seen_subcommand_from list demo show choose save dump' \
    -a 'list\t"List the themes" demo\t"Show the current colours" show\t"Show the themes" choose\t"Use a theme for this session" save\t"Keep a theme for later sessions" dump\t"Print the current colours as a theme"'
$c -n '__fish_seen_subcommand_from theme; and __fish_seen_subcommand_from show choose save' -a '(fish_config theme list)'
$c -n '__fish_seen_subcommand_from theme; and __fish_seen_subcommand_from choose save' -l color-theme -x -a 'light dark unknown' -d 'Use this section of the theme'
$c -n '__fish_seen_subcommand_from theme; and __fish_seen_subcommand_from choose' -l no-override -d 'Keep colours not set by a theme'
$c -s h -l help -d 'Show the manual page'
