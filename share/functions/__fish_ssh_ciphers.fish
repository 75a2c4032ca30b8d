# __fish_ssh_ciphers: the ciphers the installed ssh knows, one a line.
function __fish_ssh_ciphers --description 'Print the ciphers ssh knows'
    command -sq ssh; and command ssh -Q cipher 2>/dev/null
end
