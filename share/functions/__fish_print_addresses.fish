# __fish_print_addresses [--all]: this machine's IP addresses, each described
# by its interface; --all adds the wildcard addresses 0.0.0.0 and ::.
function __fish_print_addresses --description 'List own network addresses'
    if contains -- --all $argv
        printf '%s\tall\n' 0.0.0.0 ::
    end
    if command -sq ip
        command ip -o address 2>/dev/null | string replace -rf -- '^\d+:\s+(\S+)\s+inet6?\s+([^\s/]+).*' '$2\t$1'
    else if command -sq ifconfig
        command ifconfig | string replace -rf -- '^\s+inet6?\s+(?:addr:)?([^\s/%]+).*' '$1'
    end
end
