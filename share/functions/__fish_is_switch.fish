# __fish_is_switch: a completion condition, true when the word being
# completed starts with a dash.
function __fish_is_switch
    string match -qr -- '^-' ""(commandline -ct)
end
