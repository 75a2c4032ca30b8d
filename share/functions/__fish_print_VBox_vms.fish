# __fish_print_VBox_vms [nonames] [nouuids]: VirtualBox's machines, by name
# and by UUID (nonames or nouuids leaves one out).
function __fish_print_VBox_vms --description 'Print VirtualBox machines'
    for line in (command VBoxManage list vms 2>/dev/null)
        set -l parts (string match -r -- '^"(.*)" \{(.*)\}$' $line)
        set -q parts[3]
        or continue
        contains -- nonames $argv
        or printf '%s\tVirtual machine\n' $parts[2]
        contains -- nouuids $argv
        or printf '%s\t%s virtual machine\n' $parts[3] $parts[2]
    end
end
