# __fish_print_lpr_options: the printer's options, NAME<tab>DESCRIPTION.
function __fish_print_lpr_options --description 'Print lpr options'
    command lpoptions -l 2>/dev/null | string replace -r -- '^(.*)/(.*):.*$' '$1\t$2'
end
