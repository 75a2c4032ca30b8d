# __fish_print_modules: the names of the kernel modules of the running
# kernel, one a line.
function __fish_print_modules --description 'List kernel modules'
    set -l dir /lib/modules/(uname -r)
    test -r $dir/modules.dep
    or return 1
    string replace -rf -- '^(?:[^:]*/)?([^/:]+?)\.ko(?:\.[a-z]+)?:.*' '$1' <$dir/modules.dep
end
