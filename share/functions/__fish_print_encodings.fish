# __fish_print_encodings: the character encodings iconv knows, one a line.
function __fish_print_encodings --description 'List character encodings'
    command -sq iconv
    or return 1
    command iconv --list 2>/dev/null | string replace -ra -- '//|,' '' | string split -n ' ' | string trim | string match -rv -- '^$'
end
