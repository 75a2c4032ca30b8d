# __fish_vim_tags: the tags (of the `tags` file ctags writes, in this folder
# or the nearest one above it) that begin with the word being typed, each
# with its file as the description; for vim's and nvim's -t.
function __fish_vim_tags --description 'Print the tags of the nearest tags file'
    set -l dir $PWD
    set -l file
    # as far up as vim looks by default with "tags;": ten folders
    for i in (seq 10)
        if test -f $dir/tags
            set file $dir/tags
            break
        end
        test "$dir" = /; and break
        set dir (path dirname -- $dir)
    end
    set -q file[1]; or return 1
    set -l word (commandline -ct)
    # The file is sorted: look(1) finds the lines by binary search. A huge
    # file (a kernel's) gives at most 10000 of them.
    if command -q look
        command look -- "$word" $file
    else
        string match -- "$word*" <$file
    end | string match -v -- '!_TAG_*' | head -n 10000 | string replace -r -- '^([^\t]*)\t([^\t]*).*' '$1\t$2'
end
