# __minnow_complete_backup_options COMMAND: the backup options GNU coreutils'
# cp, mv, install and ln share (--backup, -b, -S/--suffix), as completions of
# COMMAND.
function __minnow_complete_backup_options --description 'Define the completions of the coreutils backup options' --argument-names cmd
    set -l control 'none\tNever\ back\ up' 'off\tNever\ back\ up' \
        'numbered\tNumbered\ backups' 't\tNumbered\ backups' \
        'existing\tNumbered\ if\ some\ exist,\ else\ simple' 'nil\tNumbered\ if\ some\ exist,\ else\ simple' \
        'simple\tAlways\ simple\ backups' 'never\tAlways\ simple\ backups'
    complete -c $cmd -l backup -f -a "$control" -d 'Back up each existing destination (CONTROL: method)'
    complete -c $cmd -s b -d 'Back up each existing destination'
    complete -c $cmd -s S -l suffix -x -d 'Suffix of backup files (default ~)'
end
