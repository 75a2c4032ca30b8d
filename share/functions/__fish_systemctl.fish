# __fish_systemctl: the units that suit the systemctl subcommand on the line,
# one a line with a description: a loaded unit's own description, otherwise
# the state of its unit file. What suits a subcommand:
#   start                units not running (and unit files not masked)
#   stop reload kill     running units
#   enable               disabled unit files;   disable  enabled ones
#   mask                 unit files not masked; unmask   masked ones
#   isolate set-default  targets
#   the others taking units (status, restart, show, cat, ...): every unit
# Subcommands that take no unit print nothing, status 1 (the same without a
# subcommand). --user, --system, --global, -H and -M on the line pass on, as
# do -t/--type and --state.
function __fish_systemctl --description 'List the units suiting the systemctl subcommand'
    command -sq systemctl
    or return 1
    set -l words (commandline -xpc)
    set -e words[1]
    set -l pass
    set -l subcommand
    set -l state
    set -l type
    while set -q words[1]
        set -l word $words[1]
        set -e words[1]
        switch $word
            case --user --system --global
                set -a pass $word
            case -H -M --host --machine
                set -q words[1]
                and set -a pass $word $words[1]
                and set -e words[1]
            case '--host=*' '--machine=*' '-H*' '-M*'
                set -a pass $word
            case -t --type
                set -q words[1]
                and set type $words[1]
                and set -e words[1]
            case '--type=*'
                set type (string replace -- --type= '' $word)
            case --state
                set -q words[1]
                and set state $words[1]
                and set -e words[1]
            case '--state=*'
                set state (string replace -- --state= '' $word)
            case -p --property -n --lines -o --output -s --signal --kill-whom --job-mode --root --what
                set -q words[1]
                and set -e words[1]
            case '-*'
            case '*'
                set subcommand $word
                break
        end
    end

    # what the unit files and the loaded units are filtered by
    set -l file_states
    set -l active_states
    switch $subcommand
        case start
            set file_states enabled enabled-runtime disabled static indirect generated transient linked linked-runtime alias
            set active_states inactive failed
        case stop reload kill freeze thaw clean
            set active_states active activating reloading deactivating
            set file_states -
        case enable
            set file_states disabled indirect
            set active_states -
        case disable reenable
            set file_states enabled enabled-runtime linked linked-runtime
            set active_states -
        case mask
            set file_states enabled enabled-runtime disabled static indirect generated transient linked linked-runtime alias
            set active_states -
        case unmask
            set file_states masked masked-runtime
            set active_states -
        case isolate set-default
            set type target
        case status show cat help list-dependencies restart try-restart reload-or-restart \
            try-reload-or-restart is-active is-failed is-enabled reset-failed preset revert \
            add-wants add-requires edit set-property bind mount-image service-log-level service-log-target
        case '*'
            return 1
    end
    test -n "$state"
    and set file_states (string split , -- $state)
    and set active_states $file_states
    test -n "$type"
    and set -a pass --type=$type

    # a state column: any state, or one of those wanted
    set -l active_re '\S+'
    set -q active_states[1]
    and set active_re (string escape --style=regex -- $active_states | string join '|')
    set -l file_re '\S+'
    set -q file_states[1]
    and set file_re (string escape --style=regex -- $file_states | string join '|')
    set -l opts --no-legend --no-pager --plain --full
    set -l loaded
    test "$active_states" != -
    and set loaded (command systemctl $pass $opts --all list-units 2>/dev/null)
    # UNIT LOAD ACTIVE SUB DESCRIPTION
    set -q loaded[1]
    and string replace -rf -- '^(?:●\s+)?(\S+)\s+\S+\s+(?:'"$active_re"')\s+\S+\s+(.*?)\s*$' '$1\t$2' $loaded
    set -l files
    test "$file_states" != -
    and set files (command systemctl $pass $opts list-unit-files 2>/dev/null)
    # UNIT STATE PRESET
    set -q files[1]
    and string replace -rf -- '^(\S+)\s+('"$file_re"')(?:\s.*)?$' '$1\t$2' $files
    return 0
end
