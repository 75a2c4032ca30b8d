# __fish_complete_magick_options WHAT: the values ImageMagick lists for an
# option: `magick -list WHAT`, with formats and colours described, and font
# families or fonts from the font list.
function __fish_complete_magick_options --description 'Complete ImageMagick option values' --argument-names what
    switch $what
        case format Format
            command magick -list Format 2>/dev/null | string replace -rf -- '^\s*([\w-]+)\*?\s+\S+\s+([rw+-]{3})\s+(.+)$' '$1\t$2 $3'
        case color Color
            command magick -list color 2>/dev/null | string replace -rf -- '^(\w+)\s+(\w+\(.+\))\s+(.+)$' '$1\t$2 $3'
        case family
            command magick -list Font 2>/dev/null | string replace -rf -- '^\s*family: ' '' | path sort -u
        case font Font
            command magick -list Font 2>/dev/null | string replace -rf -- '^\s*Font: ' '' | path sort -u
        case '*'
            command magick -list $what 2>/dev/null
    end
end
