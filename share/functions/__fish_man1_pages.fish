# __fish_man1_pages: the names of the shell's pages in section 1 of the
# manual: from $__fish_man_dir/man1 when the pages are installed there, else
# the commands that have a page (every builtin and shipped function).
function __fish_man1_pages
    if set -q __fish_man_dir[1]; and test -d $__fish_man_dir/man1
        path basename -- $__fish_man_dir/man1/* | string replace -r -- '\.1(\.gz)?$' ''
    else
        builtin -n
        for file in $__fish_data_dir/functions/*.fish
            set -l name (path basename -E -- $file)
            string match -q -- '_*' $name
            or echo $name
        end
    end
end
