# __fish_print_portage_packages: the Gentoo packages whose names start with
# the word being typed (eix is much quicker than emerge). Status 1 without
# either.
function __fish_print_portage_packages --description 'List portage packages'
    set -l word (commandline -ct)
    if command -q eix
        command eix --only-names "^$word" | string split -f 2 /
    else if command -q emerge
        command emerge -s "^$word" | string match -r -- '^\*.*' | string split -f 3 ' ' | string split -f 2 /
    else
        return 1
    end
    return 0
end
