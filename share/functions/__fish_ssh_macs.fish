# __fish_ssh_macs: the MAC algorithms the installed ssh knows, one a line.
function __fish_ssh_macs --description 'Print the MAC algorithms ssh knows'
    command -sq ssh; and command ssh -Q mac 2>/dev/null
end
