# fish_jj_prompt: for a Jujutsu repository, a space and × when the working
# copy's commit has conflicts (nothing more, so git's prompt can follow for
# the rest). Status 1 outside one or without jj.
function fish_jj_prompt --description 'Write the state of the Jujutsu repository for a prompt'
    if contains -- "$argv[1]" -h --help
        __fish_print_help fish_jj_prompt
        return 0
    end
    command -sq jj
    or return 1
    set -l text "$(command jj log --no-graph --ignore-working-copy --color=always --revisions @ \
        --template 'separate(" ", if(conflict, label("conflict", "×")))' </dev/null 2>/dev/null)"
    or return 1
    test -n "$text"
    and printf ' %s' $text
    return 0
end
