# RUN: %minnow -N %s
# The functions the preset bindings call, run against a stand-in for the
# editor's `commandline` (a buffer and a cursor in two variables; input
# functions are only recorded), so their logic is checked without a
# terminal. The stand-in follows fish 4's `commandline` options as these
# functions use them.

set -g __cl_buf ''
set -g __cl_cur 0
set -g __cl_fns
function commandline
    # split clusters such as -pC or -cpx before the first non-option
    set -l words
    set -l rest
    for i in (seq (count $argv))
        set -l a $argv[$i]
        if test "$a" = --
            set rest $argv[$i..]
            break
        else if string match -qr '^-[a-zA-Z]{2,}$' -- $a
            set -a words -(string split '' -- (string sub -s 2 -- $a))
        else
            set -a words $a
        end
    end
    set -l mode print
    set -l scope buffer
    set -l cut false
    set -l args
    for a in $words
        switch $a
            case -f --function
                set mode function
            case -C --cursor
                set mode cursor
            case -L --line
                set mode line
            case -i --insert
                set mode insert
            case -a --append
                set mode append
            case -r --replace
                set mode replace
            case -t --current-token
                set scope token
            case -c --cut-at-cursor
                set cut true
            case -x --tokens-expanded
                set mode tokens
            case -p --current-process -j --current-job -b --current-buffer
            case --search-mode -P --paging-mode
                return 1
            case '*'
                set -a args $a
        end
    end
    set -a args $rest[2..]
    set -l before (string sub -l $__cl_cur -- "$__cl_buf" | string collect)
    set -l after (string sub -s (math $__cl_cur + 1) -- "$__cl_buf" | string collect)
    switch $mode
        case function
            set -ga __cl_fns $args
        case cursor
            if set -q args[1]
                set -g __cl_cur (math "min($args[1], $(string length -- "$__cl_buf"))")
            else
                echo $__cl_cur
            end
        case line
            count (string split \n -- "$before")
        case insert
            set -g __cl_buf "$before$args[1]$after"
            set -g __cl_cur (math $__cl_cur + (string length -- "$args[1]"))
        case append
            set -g __cl_buf "$__cl_buf$args[1]"
        case replace
            set -g __cl_buf (string join \n -- $args | string collect)
            set -g __cl_cur (string length -- "$__cl_buf")
        case tokens
            # with -c, the tokens before the one the cursor is in
            set -l text $__cl_buf
            $cut; and set text (string replace -r -- '\S*$' '' "$before")
            string split ' ' -- $text | string match -v ''
        case print
            if test $scope = token
                set -l token (string match -r '\S*$' -- "$before")
                $cut; or set token $token(string match -r '^\S*' -- "$after")
                printf '%s\n' "$token"
            else if $cut
                printf '%s\n' "$before"
            else if set -q args[1]
                set -g __cl_buf "$args[1]"
                set -g __cl_cur (string length -- "$args[1]")
            else
                printf '%s\n' "$__cl_buf"
            end
    end
end
function show
    echo "[$__cl_buf] $__cl_cur $__cl_fns"
    set -g __cl_fns
end
function setline --argument-names text cursor
    set -g __cl_buf $text
    set -g __cl_cur $cursor
end

# Alt-s: sudo in front, and away again; the cursor stays on its character.
setline 'ls -l' 3
fish_commandline_prepend sudo
show
# CHECK: [sudo ls -l] 8{{ }}
fish_commandline_prepend sudo
show
# CHECK: [ls -l] 3{{ }}
setline ' ls' 0
fish_commandline_prepend sudo
show
# CHECK: [ sudo ls] 5{{ }}

# Alt-p: a pager at the end of the job, and away again; the cursor stays.
set -lx PAGER 'most -s'
setline 'git log' 2
__fish_paginate
show
# CHECK: [git log &| most -s] 2{{ }}
__fish_paginate
show
# CHECK: [git log] 2{{ }}
set -e PAGER
setline 'make' 0
__fish_paginate
show
# CHECK: [make &| less] 0{{ }}

# Alt-#: comment out and "run"; uncomment without running.
setline 'rm -rf build' 4
__fish_toggle_comment_commandline
show
# CHECK: [#rm -rf build] 13 execute
__fish_toggle_comment_commandline
show
# CHECK: [rm -rf build] 12{{ }}

# ctrl-c as before fish 4: the line stays on screen, marked, and a new one
# starts.
function on_cancel --on-event fish_cancel
    set -g cancelled yes
end
setline 'echo hi' 3
__fish_cancel_commandline | string replace \e\[K '<el>'
echo $cancelled (show)
# CHECK: ^C<el>
# CHECK: yes [] 0 cancel repaint
__fish_cancel_commandline
show
# CHECK: [] 0 cancel repaint

# Alt-left/right and Alt-up/down: the directory history on an empty line.
set -l start $PWD
cd /
cd /tmp
setline '' 0
prevd-or-backward-token
echo $PWD (show)
# CHECK: / [] 0 repaint
nextd-or-forward-token
echo $PWD (show)
# CHECK: /tmp [] 0 repaint
prevd-or-history-token-search-backward
echo $PWD (show)
# CHECK: / [] 0 repaint
nextd-or-history-token-search-forward
echo $PWD (show)
# CHECK: /tmp [] 0 repaint
setline 'echo a b' 4
prevd-or-backward-token
nextd-or-forward-token
prevd-or-history-token-search-backward
nextd-or-history-token-search-forward
echo $PWD (show)
# CHECK: /tmp [echo a b] 4 backward-token forward-token history-token-search-backward history-token-search-forward
cd $start

# up/down: search the history on the first/last line, else move.
setline 'one' 1
up-or-search
down-or-search
show
# CHECK: [one] 1 history-search-backward history-search-forward
setline "$(string join \n one two three)" 5
up-or-search
down-or-search
show
# CHECK: [one
# CHECK: two
# CHECK: three] 5 up-line down-line

# Alt-h: the page of the command, past wrappers and options; a subcommand
# with its own page wins.
function man
    switch "$argv"
        case git-commit git ls
            test -n "$argv"
        case '*'
            return 1
    end
    and echo man $argv >&2
end
setline 'sudo -E git commit -m x' 16
__fish_man_page
# CHECKERR: man git-commit
setline 'env A=1 ls -l /tmp' 14
__fish_man_page
# CHECKERR: man ls
show
# CHECK: [env A=1 ls -l /tmp] 14 repaint repaint
setline 'nosuchcmd' 3
set -l out (__fish_man_page)
test "$out" = \a; and echo bell
# CHECK: bell
show
# CHECK: [nosuchcmd] 3 repaint
functions -e man

# Alt-w: one line on what the command is.
function documented --description 'A function with a description'
end
for word in documented contains no-such-thing-here
    setline "$word x" 2
    __fish_whatis_current_token 2>&1 | string replace -f \e\[K ''
end
show
# CHECK: documented - A function with a description
# CHECK: contains - test if a word is present in a list
# CHECK: no-such-thing-here: nothing appropriate.
# CHECK: [no-such-thing-here x] 2 repaint repaint repaint

# Alt-l and Alt-o: the directory or file under the cursor.
set -l dir (command mktemp -d)
echo hello >$dir/file.txt
setline "cat $dir/file.txt" 5
__fish_preview_current_file
# CHECK: hello
set -lx PAGER cat
__fish_preview_current_file
# CHECK: hello
show
# CHECK: [cat {{.*}}/file.txt] 5 repaint repaint
setline "ls $dir" 4
__fish_list_current_token 2>&1 | string replace -f \e\[K ''
# CHECK: file.txt
show
# CHECK: [ls {{.*}}] 4 repaint

# Alt-e: the editor gets the file, with the cursor's line where it knows how.
printf '%s\n' '#!/bin/sh' 'sed -i s/foo/bar/ "$@"' >$dir/fake-editor
chmod +x $dir/fake-editor
set -lx VISUAL $dir/fake-editor
setline 'echo foo' 2
edit_command_buffer
show
# CHECK: [echo bar] 8 repaint
set -e VISUAL
set -e EDITOR
edit_command_buffer; echo $status
# CHECK: 1
# CHECKERR: {{^$}}
# CHECKERR: External editor requested but $VISUAL or $EDITOR not set.
# CHECKERR: Please set VISUAL or EDITOR to your preferred editor.
command rm -r $dir
