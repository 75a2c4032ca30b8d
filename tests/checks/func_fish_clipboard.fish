# RUN: %minnow %s
# fish_clipboard_copy and fish_clipboard_paste with fake clipboard tools in
# a PATH of their own, and stand-ins for the editor's `commandline` and the
# terminal (no line editor runs here).
set -l bin $TMPDIR/bin
mkdir -p $bin
for tool in wl-copy xsel xclip my-copy
    printf '#!/bin/sh\necho "%s $*" >>%s/log\n/bin/cat >%s/clip\n' $tool $TMPDIR $TMPDIR >$bin/$tool
end
for tool in wl-paste my-paste
    printf '#!/bin/sh\necho "%s $*" >>%s/log\n/bin/cat %s/clip\n' $tool $TMPDIR $TMPDIR >$bin/$tool
end
chmod +x $bin/*
ln -s (command -s base64) $bin/base64
set -gx PATH $bin
set -l log $TMPDIR/log
set -l clip $TMPDIR/clip

# The stand-ins: isatty says standard input and output are the terminal, as
# they are under a key binding; commandline gives the whole line, the
# selection, the token and the text before the cursor from variables, and
# prints an insertion.
function isatty
    true
end
function commandline
    switch "$argv"
        case ''
            printf '%s\n' $__line
        case --current-selection
            printf '%s\n' $__selection
        case -ct
            printf '%s\n' $__token
        case -c
            printf '%s\n' $__before
        case '-i -- *' '--insert-smart -- *'
            printf 'insert [%s]\n' $argv[3..]
        case --search-field
            return 1 # no history search is showing
        case '*'
            echo "commandline $argv?" >&2
    end
end
function show_clip --no-scope-shadowing
    /bin/cat $log
    string escape <$clip
    echo
    /bin/rm -f $log $clip
end

# Copy: the whole line without a selection; the selection when there is one.
set -g __line 'echo hello'
set -gx WAYLAND_DISPLAY wayland-0
fish_clipboard_copy
show_clip
# CHECK: wl-copy{{ }}
# CHECK: 'echo hello'
set -g __selection hello
fish_clipboard_copy
show_clip
# CHECK: wl-copy{{ }}
# CHECK: hello
set -e __selection
# A multi-line command line goes as it is.
set -g __line 'if true' '    echo yes' end
fish_clipboard_copy
show_clip
# CHECK: wl-copy{{ }}
# CHECK: 'if true'
# CHECK: '    echo yes'
# CHECK: end
set -g __line 'echo hello'

# X11 when there is no Wayland: xsel, else xclip.
set -e WAYLAND_DISPLAY
set -gx DISPLAY :0
fish_clipboard_copy
show_clip
# CHECK: xsel --clipboard
# CHECK: 'echo hello'
/bin/rm $bin/xsel
fish_clipboard_copy
show_clip
# CHECK: xclip -selection clipboard
# CHECK: 'echo hello'
# The user's own command first of all.
set -g fish_user_clipboard_copy_command my-copy --flag
fish_clipboard_copy
show_clip
# CHECK: my-copy --flag
# CHECK: 'echo hello'
set -e fish_user_clipboard_copy_command

# No tool for this display: OSC 52 to the terminal, the text in base64.
set -e DISPLAY
fish_clipboard_copy | string escape
echo
set -g __line 'ünïcode & "quotes"'
fish_clipboard_copy | string escape
echo
# CHECK: \e\]52\;c\;ZWNobyBoZWxsbw==\cg
# CHECK: \e\]52\;c\;w7xuw69jb2RlICYgInF1b3RlcyI=\cg

# Paste: from wl-paste (Wayland) or the user's command, inserted at the cursor.
set -gx WAYLAND_DISPLAY wayland-0
set -g __before 'echo '
set -g __token ''
printf 'some text' >$clip
fish_clipboard_paste
/bin/cat $log; /bin/rm $log
# CHECK: insert [some text]
# CHECK: wl-paste{{ }}
set -g fish_user_clipboard_paste_command my-paste
fish_clipboard_paste
/bin/rm $log
set -e fish_user_clipboard_paste_command
# CHECK: insert [some text]
# An empty clipboard inserts nothing and fails.
printf '' >$clip
fish_clipboard_paste
echo $status
# CHECK: 1
# Inside an open single quote, quotes and backslashes are escaped.
set -g __token "'it"
printf '%s' "don't \\ me" >$clip
fish_clipboard_paste
# CHECK: insert [don\'t \\ me]
# Inside double quotes the text goes as it is.
set -g __token '"it'
fish_clipboard_paste
# CHECK: insert [don't \ me]
# Outside quotes, later lines lose their indentation (not those inside a
# quote the paste opens); Windows line ends become line ends.
set -g __token ''
printf 'if true\r\n    echo \'a\n    b\'\n\tend\n' >$clip
fish_clipboard_paste
# CHECK: insert [if true]
# CHECK: insert [echo 'a]
# CHECK: insert [    b']
# CHECK: insert [end]
# At the start of an empty line, leading blanks go (they would keep the
# command out of history).
set -g __before ''
printf '   ls -l' >$clip
fish_clipboard_paste
# CHECK: insert [ls -l]
# Nothing to paste with: status 1.
set -e WAYLAND_DISPLAY
fish_clipboard_paste
echo $status
# CHECK: 1

# Not at a terminal: copy takes its standard input, as it is; paste writes
# the clipboard to its standard output, adding no newline.
functions -e isatty # erased names are not autoloaded again, as in fish
source $__fish_data_dir/functions/isatty.fish
/bin/rm -f $log
set -gx WAYLAND_DISPLAY wayland-0
printf 'from a pipe\n\n' | fish_clipboard_copy
show_clip
# CHECK: wl-copy{{ }}
# CHECK: 'from a pipe'
# CHECK: ''
# CHECK:
printf 'two\nlines' >$clip
fish_clipboard_paste | /bin/cat
echo '<'
/bin/rm $log
# CHECK: two
# CHECK: lines<
