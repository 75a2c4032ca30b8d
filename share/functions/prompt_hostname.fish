# The host name up to its first dot, for prompts and titles.
function prompt_hostname --description 'Print the host name without its domain'
    if contains -- "$argv[1]" -h --help
        __fish_print_help prompt_hostname
        return 0
    end
    string split -f1 -m1 . -- $hostname
end
