# __fish_without_manpager COMMAND...: run COMMAND with man's pagers set to
# cat, so man, whatis and apropos print straight to their output. A first
# word `command` runs the external command of that name.
function __fish_without_manpager
    set -lx MANPAGER cat
    set -lx WHATISPAGER cat
    if test "$argv[1]" = command
        command $argv[2..]
    else
        $argv
    end
end
