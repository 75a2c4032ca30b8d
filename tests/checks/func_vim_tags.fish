# RUN: %minnow %s
# __fish_vim_tags (for vim's and nvim's -t): the tags of the nearest tags
# file that begin with the word, with their files.
set -l tmp (mktemp -d)
mkdir -p $tmp/proj/src/deep
printf '%s\t%s\t%s\n' '!_TAG_FILE_SORTED' 1 '//' main src/main.c '/^int main(/;"' \
    make_thing src/thing.c '/^void make_thing(/;"' other x.c '1;"' >$tmp/proj/tags
complete -c my-vim -s t -x -a '(__fish_vim_tags)'
cd $tmp/proj/src/deep
complete -C 'my-vim -t ma'
# CHECK: main	src/main.c
# CHECK: make_thing	src/thing.c
complete -C 'my-vim -t ' | count
# CHECK: 3
# no tags file: nothing
cd $tmp
complete -C 'my-vim -t ma'
__fish_vim_tags
echo $status
# CHECK: 1
rm -rf $tmp
