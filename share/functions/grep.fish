# grep [ARG...]: the system's grep, with matches in colour at a terminal,
# when it takes --color=auto (GNU's and BSD's do). Otherwise there is no
# function and grep is the command itself.
if echo | command grep --color=auto '' >/dev/null 2>&1
    function grep --description 'Print lines that match patterns, in colour'
        command grep --color=auto $argv
    end
end
