# __fish_list_current_token: Alt-l. Lists the directory the token under the
# cursor names, or the one it is in, or else the current directory.
function __fish_list_current_token --description 'List contents of token under the cursor if it is a directory, otherwise list the contents of the current directory'
    set -l token (commandline -t | string replace -r -- '^~(?=/|$)' ~ | string collect)
    set -l dir .
    if test -n "$token" -a -d "$token"
        set dir $token
    else if test -n "$token"
        set -l parent (string replace -r -- '/[^/]*$' '' $token)
        if test "$parent" != "$token" -a -d "$parent/"
            set dir "$parent/"
        end
    end
    __fish_echo ls -- $dir
end
