# __fish_systemctl_services [ARG...]: the names of the service units, one a
# line (those with unit files and those loaded); ARGs go to systemctl
# list-unit-files. With --user on the command line, the user's services.
function __fish_systemctl_services --description 'List systemd services'
    command -sq systemctl
    or return 1
    set -l scope
    __fish_contains_opt user
    and set scope --user
    set -l opts --full --no-legend --no-pager --plain --type=service
    command systemctl $scope list-unit-files $opts $argv 2>/dev/null | string replace -r -- '\s.*' ''
    command systemctl $scope list-units --state=loaded $opts 2>/dev/null | string replace -r -- '\s.*' ''
end
