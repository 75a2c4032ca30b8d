# __fish_complete_magick CMD: the options ImageMagick's commands share
# (magick, convert, mogrify, composite, montage...), single-dash words, with
# values from `magick -list`.
function __fish_complete_magick --description 'Define the completions of an ImageMagick command' --argument-names cmd
    set -l list __fish_complete_magick_options
    __minnow_complete_table $cmd -- \
        '-adjoin|Join images into one file of several images|' \
        '-affine|Affine transform matrix|' \
        '-alpha|Alpha channel|(magick -list alpha)' \
        '-annotate|Annotate the image with text|' \
        '-antialias|Remove pixel aliasing|' \
        '-append|Append the images top to bottom|' \
        '-authenticate|Password of an encrypted image|' \
        '-auto-orient|Orient the image as its camera did|' \
        '-background|Background colour|('$list' color)' \
        '-blur|Blur the image|' \
        '-border|Add a border|' \
        '-bordercolor|Border colour|('$list' color)' \
        '-brightness-contrast|Change brightness and contrast|' \
        '-caption|Caption of the image|' \
        '-channel|Channels to work on|(magick -list channel)' \
        '-charcoal|Simulate a charcoal drawing|' \
        '-colors|Number of colours|' \
        '-colorspace|Colour space|(magick -list colorspace)' \
        '-comment|Comment in the image|' \
        '-compose|Composition operator|(magick -list compose)' \
        '-compress|Compression when writing|(magick -list compress)' \
        '-contrast|Enhance or reduce contrast|' \
        '-crop|Cut out a region|' \
        '-define|Format options|' \
        '-delay|Pause before the next image|' \
        '-density|Resolution|' \
        '-depth|Bits per channel|' \
        '-despeckle|Reduce speckles|' \
        '-dispose|Layer disposal|(magick -list dispose)' \
        '-dither|Error diffusion|(magick -list dither)' \
        '-draw|Draw graphic primitives|' \
        '-edge|Detect edges|' \
        '-emboss|Emboss the image|' \
        '-encoding|Text encoding|(__fish_print_encodings)' \
        '-endian|Byte order|(magick -list endian)' \
        '-enhance|Reduce noise|' \
        '-equalize|Equalize the histogram|' \
        '-extent|Size of the canvas|' \
        '-family|Font family of text|('$list' family)' \
        '-fill|Fill colour|('$list' color)' \
        '-filter|Resize filter|(magick -list filter)' \
        '-flatten|Merge the layers|' \
        '-flip|Mirror top to bottom|' \
        '-flop|Mirror left to right|' \
        '-font|Font of text|('$list' font)' \
        '-format|Format of -print output|' \
        '-fuzz|Colours this close count as equal|' \
        '-gamma|Gamma correction|' \
        '-gaussian-blur|Gaussian blur|' \
        '-geometry|Size and position|' \
        '-gravity|Placement|(magick -list gravity)' \
        '-grayscale|Convert to grey|(magick -list intensity)' \
        '-help|Show help|' \
        '-identify|Describe the image|' \
        '-interlace|Interlacing|(magick -list interlace)' \
        '-interpolate|Pixel interpolation|(magick -list interpolate)' \
        '-label|Label of the image|' \
        '-layers|Layer operation|(magick -list layers)' \
        '-level|Adjust levels|' \
        '-limit|Resource limit|(magick -list resource)' \
        '-monitor|Show progress|' \
        '-monochrome|Convert to black and white|' \
        '-morphology|Morphology method|(magick -list morphology)' \
        '-negate|Invert the colours|' \
        '-noise|Add or reduce noise|(magick -list noise)' \
        '-normalize|Stretch the contrast|' \
        '-page|Size and position of the canvas|' \
        '-pointsize|Font size|' \
        '-quality|Compression quality|' \
        '-quiet|Suppress warnings|' \
        '-resize|Resize the image|' \
        '-rotate|Rotate the image|' \
        '-sample|Resize by sampling pixels|' \
        '-scale|Resize by averaging pixels|' \
        '-sepia-tone|Sepia tone|' \
        '-set|Set an image property|' \
        '-sharpen|Sharpen the image|' \
        '-shave|Shave pixels off the edges|' \
        '-size|Size of the image|' \
        '-strip|Remove profiles and comments|' \
        '-stroke|Stroke colour|('$list' color)' \
        '-strokewidth|Stroke width|' \
        '-thumbnail|Make a thumbnail|' \
        '-transparent|Make a colour transparent|('$list' color)' \
        '-trim|Trim the edges|' \
        '-type|Image type|(magick -list type)' \
        '-units|Units of the resolution|(magick -list units)' \
        '-unsharp|Unsharp mask|' \
        '-verbose|Print details|' \
        '-version|Show the version|' \
        '-virtual-pixel|Pixels outside the image|(magick -list virtual-pixel)'
end
