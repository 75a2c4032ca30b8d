# __fish_complete_man: manual pages for `man`, as "NAME<TAB>SECTION: SUMMARY",
# those whose name starts with the word being typed. A section given earlier on
# the line (`man 5 pa`) keeps only the pages of that section, and with a
# section an empty word lists all its pages; without one it lists nothing (too
# many). Status 1 when there is nothing to complete, so `not
# __fish_complete_man` can offer the sections instead.
function __fish_complete_man --description 'Complete manual page names'
    set -l word (commandline -ct)
    set -l section
    for arg in (commandline -xpc)[2..]
        switch $arg
            case '-*'
            case '*'
                set section $arg
        end
    end
    test -z "$word" -a -z "$section"
    and return 1

    set -l pattern '^'(string escape --style=regex -- $word)'[^\t]*\t'
    if test -n "$section"
        # a section like 3 takes in 3p and 3ssl
        set pattern $pattern(string escape --style=regex -- $section)'[^:]*:'
    end
    set -l pages (__fish_man_pages | string match -ri -- $pattern'.*')
    set -q pages[1]
    or return 1
    printf '%s\n' $pages
end
