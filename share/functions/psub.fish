# psub: for `cmd (producer | psub)`, saves what it reads in a temporary file
# and prints the file's name; the file goes once cmd is done. -F gives a named
# pipe instead of a file, -f insists on a file, -s SUFFIX ends the name with
# SUFFIX (for programs that care about extensions).
function psub --description 'Read from stdin into a file and output the filename. Remove the file when the command that called psub exits.'
    argparse -n psub --max-args=0 -x f,F h/help f/file F/fifo s/suffix= T-testing -- $argv
    or return
    if set -q _flag_help
        __fish_print_help psub
        return 0
    end
    if not status is-command-substitution
        printf '%s: Not inside of command substitution\n' psub >&2
        return 1
    end

    set -l tmpdir /tmp
    set -q TMPDIR
    and set tmpdir $TMPDIR
    set -l dir
    set -l file
    if set -q _flag_fifo
        set dir (mktemp -d $tmpdir/.psub.XXXXXXXXXX)
        or return 1
        set file $dir/psub.fifo"$_flag_suffix"
        command mkfifo $file
        # tee opens the pipe itself, in the background, so that nothing
        # waits here for a reader.
        command tee $file >/dev/null &
    else if test -z "$_flag_suffix"
        set file (mktemp $tmpdir/.psub.XXXXXXXXXX)
        or return 1
        command cat >$file
    else
        set dir (mktemp -d $tmpdir/.psub.XXXXXXXXXX)
        or return 1
        set file $dir/psub"$_flag_suffix"
        command cat >$file
    end
    echo $file
    # (--testing keeps the file, for tests.)
    set -q _flag_testing
    and return

    # The file goes when the command that asked for it ends.
    set -l cleanup
    while true
        set cleanup __fish_psub_(random)
        functions -q $cleanup
        or break
    end
    function $cleanup --on-job-exit caller --inherit-variable file --inherit-variable dir --inherit-variable cleanup
        command rm $file
        if test -n "$dir"
            command rmdir $dir
        end
        functions -e $cleanup
    end
end
