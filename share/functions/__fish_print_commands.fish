# __fish_print_commands: the shell's documented commands, one a line (the
# pages of section 1 that are about a command, not a topic).
function __fish_print_commands --description 'Print a list of documented fish commands'
    __fish_man1_pages |
        string match -rv -- '^(?:fish|minnow)-(?:changelog|completions|doc|tutorial|faq|for-bash-users|interactive|language|releasenotes|terminal-compatibility|bash)$'
end
