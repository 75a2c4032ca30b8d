# __fish_print_port_packages: MacPorts's ports and pseudo-ports (all,
# installed, outdated...), cached. Status 1 without port.
function __fish_print_port_packages --description 'List MacPorts ports'
    command -q port
    or return 1
    __fish_cached -t 250 -k port -- 'printf "all\ncurrent\nactive\ninactive\ninstalled\nuninstalled\noutdated\n"; port echo all | awk "{\$1=\$1};1"'
    return 0
end
