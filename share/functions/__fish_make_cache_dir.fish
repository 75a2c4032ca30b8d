# __fish_make_cache_dir [SUBDIR]: make the shell's cache folder
# ($XDG_CACHE_HOME/minnow, or ~/.cache/minnow when that is unset or not
# absolute; fish/ for minnow started as fish, as $__fish_cache_dir is named),
# or SUBDIR inside it, private to the user, and print its path.
function __fish_make_cache_dir --description 'Create and print the cache folder'
    set -l base ~/.cache
    if set -q XDG_CACHE_HOME[1]; and not set -q XDG_CACHE_HOME[2]
        string match -q -- '/*' $XDG_CACHE_HOME
        and set base $XDG_CACHE_HOME
    end
    set -l name minnow
    set -q __fish_cache_dir[1]
    and set name (path basename -- $__fish_cache_dir)
    set -l dir $base/$name/"$argv[1]"
    set dir (string replace -r -- '/$' '' $dir)
    if not test -d $dir
        set -l mode -m 700
        # A Cygwin mount without ACLs cannot take the mode.
        if __fish_is_cygwin
            set -l parent $dir
            while not test -d $parent
                set parent (path dirname -- $parent)
            end
            __fish_cygwin_noacl $parent
            and set mode
        end
        command mkdir $mode -p -- $dir
        or return
    end
    echo $dir
end
