# The host name up to its first dot, for prompts and titles.
function prompt_hostname --description 'Print the host name without its domain'
    string split -f1 -m1 . -- $hostname
end
