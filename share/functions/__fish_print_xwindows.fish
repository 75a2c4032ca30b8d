# __fish_print_xwindows: the X windows with names, as ID<tab>NAME (GEOMETRY).
function __fish_print_xwindows --description 'Print X windows'
    command xwininfo -root -children 2>/dev/null | string match -v -- '*(has no name)*' |
        string replace -rf -- '^\s*(0x\S+)\s+"(.+)":\s+\((.*)\).*$' '$1\t$2 ($3)'
end
