# __fish_print_interfaces: the names of the network interfaces, one a line.
function __fish_print_interfaces --description 'List network interfaces'
    if test -d /sys/class/net
        for iface in /sys/class/net/*
            string replace -- /sys/class/net/ '' $iface
        end
    else if command -sq ifconfig
        command ifconfig -l 2>/dev/null | string split -n ' '
        or command ifconfig | string replace -rf -- '^([^\s:]+).*' '$1'
    end
end
