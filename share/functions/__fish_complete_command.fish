# __fish_complete_command: the commands (builtins, functions, executables)
# that complete the word being typed; for a word `VAR=CMD` the commands after
# the `=`. Nothing for an option.
function __fish_complete_command --description 'Complete command names'
    set -l word (commandline -ct)
    switch $word
        case '-*'
            return 0
        case '*=*'
            set -l parts (string split -m 1 = -- $word)
            printf '%s\n' $parts[1]=(complete -C "$parts[2]")
        case '*'
            complete -C "$word"
    end
end
