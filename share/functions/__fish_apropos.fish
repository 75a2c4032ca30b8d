# __fish_apropos WORD: apropos's lines for manual pages matching WORD (an
# extended regex, so '^git' finds the pages that start with git), printed
# without a pager. Nothing when apropos is not installed.
function __fish_apropos
    command -q apropos
    or return 1
    __fish_without_manpager apropos "$argv"
end
