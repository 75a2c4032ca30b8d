# __fish_systemd_machines: the names of the containers and virtual machines
# systemd-machined knows, one a line.
function __fish_systemd_machines --description 'List the machines systemd knows'
    command -sq machinectl
    or return 1
    command machinectl list --no-legend --no-pager 2>/dev/null | string replace -rf -- '^(\S+).*' '$1'
end
