# Completions for apt-get (apt 2.6): subcommands with descriptions, packages
# (installable or installed, as the subcommand wants) and the options.

set -l subcommands update upgrade install reinstall remove purge autoremove autopurge dist-upgrade full-upgrade dselect-upgrade build-dep satisfy clean autoclean check source download changelog indextargets
complete -c apt-get -n __fish_use_subcommand -f -a 'update\tRefresh\ the\ package\ lists upgrade\tUpgrade\ installed\ packages install\tInstall\ packages reinstall\tReinstall\ packages remove\tRemove\ packages purge\tRemove\ packages\ and\ their\ configuration autoremove\tRemove\ unused\ dependencies autopurge\tPurge\ unused\ dependencies dist-upgrade\tUpgrade,\ removing\ packages\ if\ needed full-upgrade\tSame\ as\ dist-upgrade dselect-upgrade\tFollow\ dselect\ selections build-dep\tInstall\ build\ dependencies satisfy\tSatisfy\ dependency\ strings clean\tDelete\ downloaded\ packages autoclean\tDelete\ obsolete\ downloaded\ packages check\tCheck\ for\ broken\ dependencies source\tDownload\ source\ packages download\tDownload\ packages\ here changelog\tShow\ changelogs indextargets\tShow\ index\ file\ information'
complete -c apt-get -n "not __fish_seen_subcommand_from $subcommands" -f
__minnow_apt_common apt-get
