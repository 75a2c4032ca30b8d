# __fish_complete_command: the commands (builtins, functions, executables)
# that complete the word being typed; for a word `VAR=CMD` or `--opt=CMD` the
# commands for the part after the `=` (the engine puts the part before back).
# Nothing for another option.
function __fish_complete_command --description 'Complete command names'
    set -l word (commandline -ct)
    switch $word
        case '*=*'
            set -l parts (string split -m 1 = -- $word)
            complete -C "$parts[2]"
        case '-*'
            return 0
        case '*'
            complete -C "$word"
    end
end
