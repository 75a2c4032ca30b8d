# Completions for apt (2.6): subcommands with descriptions, packages
# (installable or installed, as the subcommand wants) and the options.

set -l subcommands list search show showsrc install reinstall remove purge autoremove autopurge update upgrade full-upgrade dist-upgrade edit-sources satisfy policy depends rdepends source build-dep download changelog clean autoclean
complete -c apt -n __fish_use_subcommand -f -a 'list\tList\ packages\ by\ name search\tSearch\ package\ descriptions show\tShow\ package\ details showsrc\tShow\ source\ package\ details install\tInstall\ packages reinstall\tReinstall\ packages remove\tRemove\ packages purge\tRemove\ packages\ and\ their\ configuration autoremove\tRemove\ unused\ dependencies autopurge\tPurge\ unused\ dependencies update\tRefresh\ the\ package\ lists upgrade\tUpgrade\ installed\ packages full-upgrade\tUpgrade,\ removing\ packages\ if\ needed dist-upgrade\tSame\ as\ full-upgrade edit-sources\tEdit\ the\ sources\ list satisfy\tSatisfy\ dependency\ strings policy\tShow\ priorities\ and\ candidates depends\tShow\ dependencies rdepends\tShow\ reverse\ dependencies source\tDownload\ source\ packages build-dep\tInstall\ build\ dependencies download\tDownload\ packages\ here changelog\tShow\ changelogs clean\tDelete\ downloaded\ packages autoclean\tDelete\ obsolete\ downloaded\ packages'
complete -c apt -n "not __fish_seen_subcommand_from $subcommands" -f
__minnow_apt_common apt
complete -c apt -n '__fish_seen_subcommand_from list' -l installed -d 'Only installed packages'
complete -c apt -n '__fish_seen_subcommand_from list' -l upgradable -l upgradeable -d 'Only upgradable packages'
complete -c apt -n '__fish_seen_subcommand_from list' -l manual-installed -d 'Only manually installed packages'
complete -c apt -n '__fish_seen_subcommand_from list show' -s a -l all-versions -d 'All versions'
complete -c apt -n '__fish_seen_subcommand_from search' -s f -l full -d 'Show full descriptions'
complete -c apt -n '__fish_seen_subcommand_from search' -l names-only -d 'Search names only'
