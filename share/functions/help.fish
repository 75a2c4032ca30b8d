# help [TOPIC]: the manual at TOPIC (see doc/cmds/help.md). The pages and
# sections of the topics are __minnow_help_topics' table; the web pages are
# in $__fish_help_dir, the man pages in $__fish_man_dir, the topic pages as
# text in $__fish_help_dir/../text (all rendered by `make docs`).
#
# Where the page goes: $fish_help_browser or $BROWSER when set; else, in a
# graphical session, xdg-open, wslview or (macOS) open, then a text browser;
# else the terminal: a command's page as `NAME --help` shows it, a topic page
# as text through the pager at its section (printed when stdout is no
# terminal).
function help --description 'Show help for minnow'
    argparse -n help h/help -- $argv
    or return
    if set -q _flag_help
        __fish_print_help help
        return 0
    end

    set -l topic $argv[1]
    if set -q argv[2]
        if test "$argv[1]" = string
            set topic string # `help string match`: one page has them all
        else
            printf 'help: Expected at most 1 args, got %d\n' (count $argv) >&2
            return 1
        end
    end

    set -l page (__minnow_help_topics --page "$topic")
    or begin
        set -l near (__minnow_similar "$topic" (__minnow_help_topics))[1..6]
        printf "help: no help topic '%s'" $topic >&2
        switch (count $near)
            case 0
                printf "; 'help' alone shows the contents\n" >&2
            case 1
                printf ". Did you mean %s?\n" $near >&2
            case '*'
                printf ". Did you mean %s or %s?\n" (string join ', ' -- $near[1..-2]) $near[-1] >&2
        end
        return 1
    end
    set -l file (string split -m 1 '#' -- $page)[1]
    set -l fragment (string split -m 1 '#' -- $page)[2]
    set -l installed
    test -f "$__fish_help_dir/$file"
    and set installed 1

    set -l browser (__minnow_browser)

    if not set -q browser[1]; or not set -q installed[1]
        # The terminal: a command's page is built into minnow.
        if string match -q 'cmds/*' -- $file
            __fish_print_help (string replace -r '^cmds/(.*)\.html$' '$1' -- $file)
            return 0
        end
        set -l text (path dirname -- $__fish_help_dir)/text/(string replace -r '\.html$' .txt -- $file)
        if not set -q installed[1]; or not test -f "$text"
            printf 'help: the manual is not installed (make docs renders it)\n' >&2
            return 1
        end
        __minnow_help_pager $text "$__fish_help_dir/$file" "$fragment"
        return
    end

    set -l url file://(string escape --style=url -- $__fish_help_dir/$file)
    if test -n "$fragment"
        set url $url#$fragment
    end
    switch (path basename -- $browser[1])
        case xdg-open wslview open
            printf 'help: Help is being displayed in your browser.\n'
            $browser $url
        case firefox firefox-esr chromium chromium-browser google-chrome google-chrome-stable \
                epiphany konqueror falkon brave-browser microsoft-edge opera vivaldi x-www-browser
            # graphical browsers may run until closed: not in the way of the shell
            printf 'help: Help is being displayed in %s.\n' $browser[1]
            $browser $url &
            disown 2>/dev/null
        case '*'
            $browser $url
    end
end

# __minnow_help_pager TEXT HTML FRAGMENT: the text of a page in the pager,
# opened at the heading FRAGMENT names (found in the web page), or printed
# when stdout is no terminal.
function __minnow_help_pager --argument-names text html fragment
    if not isatty stdout
        command cat -- $text
        return
    end
    set -l pager less
    set -q PAGER[1]
    and echo $PAGER | read -at pager
    set -l heading
    if test -n "$fragment"
        set heading (string match -r -- '<h[1-6] id="'(string escape --style=regex -- $fragment)'">(.*?)</h[1-6]>' <$html)[2]
        set heading (string replace -ra '<[^>]*>' '' -- $heading | string replace -a '&lt;' '<' |
            string replace -a '&gt;' '>' | string replace -a '&quot;' '"' | string replace -a '&amp;' '&')
    end
    set -q LESS
    or set -lx LESS isRF
    if not command -sq $pager[1]
        command cat -- $text
    else if test -n "$heading"; and test (path basename -- $pager[1]) = less
        $pager -p "^#+ "(string escape --style=regex -- $heading)'$' -- $text
    else
        $pager $text
    end
end
