# edit_command_buffer: Alt-e and Alt-v. Opens the command line in the
# editor ($VISUAL or $EDITOR) with the cursor where it was, for the editors
# whose command line can say where (vi, emacs, nano, ...), and puts what
# was saved back on the command line.
function edit_command_buffer --description 'Edit the command buffer in an external editor'
    if contains -- "$argv[1]" -h --help
        __fish_print_help edit_command_buffer
        return 0
    end
    set -l editor (__fish_anyeditor)
    or return 1
    set -l dir (command mktemp -d)
    or return 1
    set -l file $dir/command-line.fish
    commandline -b >$file
    or return 1

    # the cursor's line and column, from 1
    set -l before (commandline --cut-at-cursor)
    set -l line (count $before)
    set -l col (math (string length -- "$before[-1]") + 1)
    switch (string replace -r -- '.*/' '' $editor[1])
        case vi vim nvim
            set -a editor +$line "+norm! $col|" $file
        case emacs emacsclient gedit kak
            set -a editor +$line:$col $file
        case nano
            set -a editor +$line,$col $file
        case joe ee
            set -a editor +$line $file
        case code code-oss
            set -a editor --goto $file:$line:$col --wait
        case subl
            set -a editor $file:$line:$col --wait
        case micro
            set -a editor $file +$line:$col
        case hx helix
            set -a editor $file:$line:$col
        case '*'
            set -a editor $file
    end

    $editor
    if test $status -eq 0 -a -s $file
        commandline -r -- (command cat $file)
        commandline -C 999999
    else
        echo
        echo "Ignoring the output of your editor since its exit status was non-zero"
        echo "or the file was empty"
    end
    command rm -r -- $dir
    commandline -f repaint
end
