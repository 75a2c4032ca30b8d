# __minnow_help_topics: the topics `help` knows, one a line: the manual's
# parts and sections below, then every command with a page (the web pages of
# $__fish_help_dir/cmds, or without them the builtins and the functions).
# For help's "did you mean" and for completing `help TOPIC`.
#
# __minnow_help_topics --page TOPIC: the page of TOPIC, relative to
# $__fish_help_dir, with the section as a #fragment (cmds/set.html,
# language.html#quoting); status 1 for an unknown topic. A command's page
# wins over a topic of the same name. TOPIC#SECTION names a section of a
# topic's page (language#conditions).
#
# fish_for_bash_users and language#shell-variable-and-function-names are the
# topics fish's own error messages name (set -o, a bad variable name).
#
# Each section named here is a heading of a page in doc/ (its id: the
# heading in lower case, spaces made dashes); tests/doclinks.sh fails when
# one is missing.
function __minnow_help_topics --description 'List the topics of help'
    set -l table \
        contents index.html \
        index index.html \
        introduction index.html \
        commands index.html#commands \
        tutorial tutorial.html \
        language language.html \
        the-fish-language language.html \
        syntax language.html#commands \
        commands-and-blocks language.html#blocks \
        comments language.html#comments \
        quoting language.html#quoting \
        quotes language.html#quoting \
        escapes language.html#escapes \
        redirection language.html#redirection \
        redirections language.html#redirection \
        pipes language.html#pipes \
        expansion language.html#expansion \
        expand language.html#expansion \
        variable-expansion language.html#variable-expansion \
        slices language.html#indexes-and-slices \
        cartesian-product language.html#cartesian-products \
        command-substitution language.html#command-substitution \
        brace-expansion language.html#brace-expansion \
        wildcards language.html#wildcards-globbing \
        wildcards-globbing language.html#wildcards-globbing \
        globbing language.html#wildcards-globbing \
        home-directory language.html#home-directory-expansion \
        variables language.html#variables \
        identifiers language.html#identifiers \
        scoping language.html#scoping \
        exporting language.html#exporting \
        path-variables language.html#path-variables \
        special-variables language.html#special-variables \
        functions language.html#functions \
        arguments language.html#arguments \
        autoloading language.html#autoloading \
        events language.html#events \
        conditions language.html#conditions \
        loops language.html#loops \
        job-control language.html#job-control \
        configuration language.html#configuration-files \
        feature-flags language.html#feature-flags \
        interactive interactive.html \
        editor interactive.html#the-command-line \
        key-bindings interactive.html#key-bindings \
        input-functions interactive.html#input-functions \
        multi-line interactive.html#multi-line-editing \
        kill-ring interactive.html#kill-ring-and-clipboard \
        clipboard interactive.html#kill-ring-and-clipboard \
        vi-mode interactive.html#vi-mode \
        completion interactive.html#completion \
        completions interactive.html#completion \
        autosuggestions interactive.html#autosuggestions \
        highlighting interactive.html#syntax-highlighting \
        syntax-highlighting interactive.html#syntax-highlighting \
        colors interactive.html#colors \
        abbreviations interactive.html#abbreviations \
        history interactive.html#history \
        directory-history interactive.html#directory-history \
        prompt interactive.html#prompt \
        private-mode interactive.html#private-mode \
        bash bash.html \
        fish-for-bash-users bash.html \
        fish_for_bash_users bash.html \
        language#shell-variable-and-function-names language.html#identifiers \
        faq faq.html \
        minnow minnow.html

    set -l commands
    if test -d "$__fish_help_dir/cmds"
        set commands (path basename -E -- $__fish_help_dir/cmds/*.html)
    else
        set commands (builtin -n) (functions -n | string match -v -- '__*')
    end

    if test "$argv[1]" = --page
        # cmds/NAME, as fish's messages name a command's page
        set -l topic (string replace -r '^cmds/(?=.)' '' -- $argv[2])
        switch "$topic"
            case ''
                set topic index
            case .
                set topic source
            case '['
                set topic test
            case '!'
                set topic not
            case '&&'
                set topic and
            case '||'
                set topic or
            case '{'
                set topic begin
        end
        if contains -- "$topic" $commands
            echo cmds/$topic.html
            return 0
        end
        for i in (seq 1 2 (count $table))
            if test "$table[$i]" = "$topic"
                echo $table[(math $i + 1)]
                return 0
            end
        end
        # PAGE#SECTION: that section of a topic's page
        set -l parts (string split -m 1 '#' -- $topic)
        if set -q parts[2]; and test -n "$parts[1]" -a -n "$parts[2]"
            set -l page (__minnow_help_topics --page $parts[1])
            or return 1
            echo (string replace -r '#.*' '' -- $page)#$parts[2]
            return 0
        end
        return 1
    end

    for i in (seq 1 2 (count $table))
        echo $table[$i]
    end
    string join \n -- $commands
end
