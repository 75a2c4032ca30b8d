# __fish_print_lpr_printers: the printers CUPS knows, NAME<tab>STATE.
function __fish_print_lpr_printers --description 'Print lpr printers'
    command lpstat -p 2>/dev/null | string replace -rf -- '^printer (\S+) (.*)$' '$1\t$2'
end
