# N_ STRING...: marks strings for translation at the place they are used
# later; it prints them as they are, with no newline.
function N_ --description 'Mark strings for translation'
    printf %s $argv
end
