# RUN: %minnow %s
# The file helpers of the completion library: __fish_complete_directories,
# __fish_complete_path, __fish_complete_suffix (fish 4's form with --prefix,
# --description and --complete, and the older positional one),
# __fish_complete_cd with $CDPATH, and cd's completions. Descriptions the
# completion engine gives files itself are dropped (`names`): minnow
# describes files by type, fish 3.6 not at all.
source data/complete_lib.fish
command mkdir -p src/deep docs 'with space' other/projA other/projB
command touch a.tar a.txt b.tar.gz 'sp ace.tar' src/x.tar src/y.c docs/readme
function names
    complete -C $argv[1] | string replace -r -- '\t.*' ''
end

complete -c dirs -x -a '(__fish_complete_directories)'
complete -C 'dirs '
# CHECK: docs/	Directory
# CHECK: other/	Directory
# CHECK: src/	Directory
# CHECK: with space/	Directory
complete -C 'dirs src/'
# CHECK: src/deep/	Directory
# the word and the description may be given; an --option= in front is left out
complete -c dirs2 -x -a '(__fish_complete_directories o Place)'
complete -C 'dirs2 '
# CHECK: other/	Place
complete -c dirs3 -l dir -x -a '(__fish_complete_directories)'
complete -C 'dirs3 --dir=d'
# CHECK: --dir=docs/	Directory

complete -c paths -x -a '(__fish_complete_path (commandline -ct) File)'
complete -C 'paths a'
# CHECK: a.tar	File
# CHECK: a.txt	File
complete -C 'paths s'
# CHECK: sp ace.tar	File
# CHECK: src/	File

# Files with the suffix first, then directories, then the rest (-k keeps it).
complete -c suf -k -x -a '(__fish_complete_suffix .tar)'
names 'suf '
# CHECK: a.tar
# CHECK: sp ace.tar
# CHECK: docs/
# CHECK: other/
# CHECK: src/
# CHECK: with space/
# CHECK: a.txt
# CHECK: b.tar.gz
names 'suf src/'
# CHECK: src/x.tar
# CHECK: src/deep/
# CHECK: src/y.c
# several suffixes; a description for every file
complete -c suf2 -k -x -a '(__fish_complete_suffix --description=Archive .gz .tar)'
complete -C 'suf2 b'
# CHECK: b.tar.gz	Archive
# as if in another directory
complete -c suf3 -k -x -a '(__fish_complete_suffix --prefix=src .c)'
names 'suf3 '
# CHECK: y.c
# CHECK: deep/
# CHECK: x.tar
# another word than the one being typed
complete -c suf4 -k -x -a '(__fish_complete_suffix --complete=src/ .c)'
names 'suf4 '
# CHECK: src/y.c
# CHECK: src/deep/
# CHECK: src/x.tar
# the older form: WORD SUFFIX [DESCRIPTION]
complete -c suf5 -k -x -a '(__fish_complete_suffix (commandline -ct) .txt Text)'
complete -C 'suf5 a'
# CHECK: a.txt	Text
# CHECK: a.tar	Text

# cd: directories here (the engine's) and through CDPATH, described by it
set -g CDPATH . $tmp/other
names 'cd '
# CHECK: docs/
# CHECK: other/
# CHECK: projA/
# CHECK: projB/
# CHECK: src/
# CHECK: with space/
complete -C 'cd proj'
# CHECK: projA/	CDPATH {{.*}}/other
# CHECK: projB/	CDPATH {{.*}}/other
# ./ is the current directory too: its folders are plain
set -g CDPATH ./ $tmp/other
complete -C 'cd oth'
# CHECK: other/
# ~ stands for $HOME in the description
set -lx HOME $tmp
set -g CDPATH $tmp/other
complete -C 'cd projA'
# CHECK: projA/	CDPATH ~/other
# not for ./x, /x or ../x
complete -C 'cd ./proj'
set -e CDPATH
complete -C 'cd proj'
complete -C 'cd -'
# CHECK: -h	Show help and exit
# CHECK: -L	Keep symbolic links in $PWD
# CHECK: -P	Resolve symbolic links
# CHECK: --dereference	Resolve symbolic links
# CHECK: --help	Show help and exit
# CHECK: --no-dereference	Keep symbolic links in $PWD

finish
