complete -c minnow_import_fish -f -a '(__fish_complete_directories)'
complete -c minnow_import_fish -s n -l dry-run -d 'Print what would be copied, change nothing'
complete -c minnow_import_fish -s h -l help -d 'Show the manual page'
