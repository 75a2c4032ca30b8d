# alias NAME BODY (or alias NAME=BODY) defines a function NAME that runs BODY
# with its arguments appended, wrapping the completions of BODY's command.
# alias alone lists the functions made that way, as alias commands.
function alias --description 'Creates a function wrapping a command'
    argparse -n alias --max-args=2 h/help s/save -- $argv
    or return
    if set -q _flag_help
        __fish_print_help alias
        return 0
    end

    if not set -q argv[1]
        # An alias is a function whose description starts with "alias ".
        for func in (functions -n)
            set -l desc (functions $func | string match -r -- "^function .* --description (?:'alias (.*)'|alias\\\\ (.*))\$")
            set -q desc[2]
            or continue
            set -l body (string replace -r -- '^'$func'[= ]' '' $desc[2])
            echo alias $func (string escape -- $body[1])
        end
        return 0
    end

    set -l name $argv[1]
    set -l body $argv[2]
    if not set -q argv[2]
        set -l parts (string split -m 1 = -- $argv[1]) ''
        set name $parts[1]
        set body $parts[2]
    end
    if test -z "$name"
        printf '%s: name cannot be empty\n' alias >&2
        return 1
    else if test -z "$body"
        printf '%s: body cannot be empty\n' alias >&2
        return 1
    end

    printf '%s\n' $body | read -l --list words
    # An alias named after its own command calls the real one.
    set -l prefix
    if test $words[1] = $name
        if contains -- $name (builtin --names)
            set prefix builtin
        else
            set prefix command
        end
    end
    # No completions wrapped from the alias itself ("alias ls 'ls -F'",
    # "alias foo 'sudo foo'"): they would call themselves.
    set -l wraps
    if test $words[1] != $name; and test $words[-1] != $name
        set wraps --wraps (string escape -- $body)
    end
    set -l desc (string escape -- "alias $argv")
    # Written as a file would hold it, so `functions NAME` shows it that
    # way; the end on a line of its own lets BODY hold a comment.
    string join -- \n "function $name $wraps --description $desc" \
        "    "(string join -- ' ' $prefix $body '$argv') end | source
    if set -q _flag_save
        funcsave $name
    end
end
