# __fish_complete_convert_options WHAT: fish 3's name of
# __fish_complete_magick_options, for completions written for it.
function __fish_complete_convert_options --description 'Complete ImageMagick option values'
    __fish_complete_magick_options $argv
end
