# Directories whose names start with the word being completed, each with a
# slash at the end (~ at the start of the word is kept as typed).
function __minnow_complete_directories --description 'Print the directories that complete the current word'
    set -l tok (commandline -ct)
    set -l dirs (string replace -r -- '^~(?=/|$)' $HOME $tok)*/
    set -q dirs[1]; or return 1
    if string match -qr -- '^~(/|$)' $tok
        set dirs (string replace -- $HOME '~' $dirs)
    end
    printf '%s\tDirectory\n' $dirs
end
